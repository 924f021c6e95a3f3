export { clamp, type NumberBounds, parseNumber, snapToStep, stepValue } from './number'
export { NumberInput, type NumberInputProps } from './number-input'
