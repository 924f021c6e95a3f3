/**
 * Splits test files into shards of about equal running time, where Vitest's own split gives
 * each shard as many files: the story shards ran 100 s and 190 s. A file's weight is its size,
 * four times over for page and user-flow stories (a story there renders a whole route and is
 * drawn at two sizes: about a second a story, against a quarter of that for a component's).
 * Files go heaviest first to the lightest shard, so the split is the same on every machine.
 */
import { statSync } from 'node:fs'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

const weight = (file: string) =>
  statSync(file).size * (/[/\\](pages|user-flows)[/\\]/.test(file) ? 4 : 1)

export class WeightedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!
    const shards = Array.from({ length: count }, () => ({
      load: 0,
      files: [] as TestSpecification[],
    }))
    const heaviest = files
      .map((spec) => ({ spec, weight: weight(spec.moduleId) }))
      .sort((a, b) => b.weight - a.weight || a.spec.moduleId.localeCompare(b.spec.moduleId))
    for (const { spec, weight } of heaviest) {
      const lightest = shards.reduce((a, b) => (b.load < a.load ? b : a))
      lightest.load += weight
      lightest.files.push(spec)
    }
    return shards[index - 1]!.files
  }
}
