// `npm run bench`: the performance benchmarks of the product definition (section 8).
console.log('Benchmarks: not yet. They arrive with the benchmarks issue.')
