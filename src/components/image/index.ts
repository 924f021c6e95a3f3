export * from './image'
export * from './image-sizes'
