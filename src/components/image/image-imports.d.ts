/** `import photo from './photo.jpg?responsive'`: webp sources at every screen width (see Image). */
declare module '*?responsive' {
  const sources: { src: string; width: number; height: number }[]
  export default sources
}
