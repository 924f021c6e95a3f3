// Written by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration:
// the class groups the app's code uses. Do not edit; run the script again instead.
import { type Config, fromTheme, validators } from 'tailwind-merge'

export const TAILWIND_MERGE_CONFIG: Config<string, string> = {
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    aspect: ['video'],
    blur: [validators.isTshirtSize],
    breakpoint: [validators.isTshirtSize],
    color: [validators.isAny],
    container: [validators.isTshirtSize],
    ease: ['in', 'out', 'in-out'],
    font: [validators.isAnyNonArbitrary],
    'font-weight': [
      'thin',
      'extralight',
      'light',
      'normal',
      'medium',
      'semibold',
      'bold',
      'extrabold',
      'black',
    ],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    radius: [validators.isTshirtSize],
    shadow: [validators.isTshirtSize],
    spacing: ['px', validators.isNumber],
    text: [validators.isTshirtSize],
    tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
  },
  classGroups: {
    aspect: [
      {
        aspect: [
          'auto',
          'square',
          validators.isFraction,
          validators.isArbitraryValue,
          validators.isArbitraryVariable,
          fromTheme('aspect'),
        ],
      },
    ],
    container: ['container'],
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-caption',
      'table-cell',
      'table-column',
      'table-column-group',
      'table-footer-group',
      'table-header-group',
      'table-row-group',
      'table-row',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    sr: ['sr-only', 'not-sr-only'],
    isolation: ['isolate', 'isolation-auto'],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    overscroll: [{ overscroll: ['auto', 'contain', 'none'] }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [
      {
        inset: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'inset-x': [
      {
        'inset-x': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'inset-y': [
      {
        'inset-y': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    start: [
      {
        'inset-s': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
        start: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    end: [
      {
        'inset-e': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
        end: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    top: [
      {
        top: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    right: [
      {
        right: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    bottom: [
      {
        bottom: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    left: [
      {
        left: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    visibility: ['visible', 'invisible', 'collapse'],
    z: [
      {
        z: [
          validators.isInteger,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: [
      {
        flex: [
          validators.isNumber,
          validators.isFraction,
          'auto',
          'initial',
          'none',
          validators.isArbitraryValue,
        ],
      },
    ],
    shrink: [
      {
        shrink: [
          '',
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    order: [
      {
        order: [
          validators.isInteger,
          'first',
          'last',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'grid-cols': [
      {
        'grid-cols': [
          validators.isInteger,
          'none',
          'subgrid',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'col-start-end': [
      {
        col: [
          'auto',
          {
            span: [
              'full',
              validators.isInteger,
              validators.isArbitraryVariable,
              validators.isArbitraryValue,
            ],
          },
          validators.isInteger,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'col-start': [
      {
        'col-start': [
          validators.isInteger,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'grid-rows': [
      {
        'grid-rows': [
          validators.isInteger,
          'none',
          'subgrid',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'row-start-end': [
      {
        row: [
          'auto',
          {
            span: [
              'full',
              validators.isInteger,
              validators.isArbitraryVariable,
              validators.isArbitraryValue,
            ],
          },
          validators.isInteger,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'row-start': [
      {
        'row-start': [
          validators.isInteger,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    gap: [
      { gap: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    'gap-x': [
      {
        'gap-x': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'gap-y': [
      {
        'gap-y': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'justify-content': [
      {
        justify: [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
          'normal',
        ],
      },
    ],
    'justify-items': [
      {
        'justify-items': ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'normal'],
      },
    ],
    'justify-self': [
      { 'justify-self': ['auto', 'start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'] },
    ],
    'align-content': [
      {
        content: [
          'normal',
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
        ],
      },
    ],
    'align-items': [
      {
        items: [
          'start',
          'end',
          'center',
          'stretch',
          'center-safe',
          'end-safe',
          { baseline: ['', 'last'] },
        ],
      },
    ],
    'place-content': [
      {
        'place-content': [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
        ],
      },
    ],
    'place-items': [
      {
        'place-items': ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'baseline'],
      },
    ],
    p: [{ p: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    px: [
      { px: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    py: [
      { py: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    ps: [
      { ps: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pe: [
      { pe: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pt: [
      { pt: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pr: [
      { pr: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pb: [
      { pb: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pl: [
      { pl: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    m: [
      {
        m: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mx: [
      {
        mx: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    my: [
      {
        my: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    ms: [
      {
        ms: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    me: [
      {
        me: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mt: [
      {
        mt: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mr: [
      {
        mr: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mb: [
      {
        mb: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    size: [
      {
        size: [
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    w: [
      {
        w: [
          fromTheme('container'),
          'screen',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-w': [
      {
        'min-w': [
          fromTheme('container'),
          'screen',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-w': [
      {
        'max-w': [
          fromTheme('container'),
          'screen',
          'none',
          'prose',
          { screen: [fromTheme('breakpoint')] },
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    h: [
      {
        h: [
          'screen',
          'lh',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-h': [
      {
        'min-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-h': [
      {
        'max-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'font-size': [
      {
        text: [
          'base',
          fromTheme('text'),
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [
      {
        font: [
          fromTheme('font-weight'),
          validators.isArbitraryVariableWeight,
          validators.isArbitraryWeight,
        ],
      },
    ],
    'font-family': [
      {
        font: [
          validators.isArbitraryVariableFamilyName,
          validators.isArbitraryFamilyName,
          fromTheme('font'),
        ],
      },
    ],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [
      {
        tracking: [
          fromTheme('tracking'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    leading: [
      {
        leading: [
          'none',
          fromTheme('leading'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'list-style-type': [
      {
        list: [
          'disc',
          'decimal',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [
      { text: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': [
      {
        'underline-offset': [
          validators.isNumber,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'vertical-align': [
      {
        align: [
          'baseline',
          'top',
          'middle',
          'bottom',
          'text-top',
          'text-bottom',
          'sub',
          'super',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    whitespace: [
      { whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] },
    ],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    content: [{ content: ['none', validators.isArbitraryVariable, validators.isArbitraryValue] }],
    'bg-image': [
      {
        bg: [
          'none',
          {
            linear: [
              { to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] },
              validators.isInteger,
              validators.isArbitraryVariable,
              validators.isArbitraryValue,
            ],
            radial: ['', validators.isArbitraryVariable, validators.isArbitraryValue],
            conic: [
              '',
              validators.isInteger,
              validators.isArbitraryVariable,
              validators.isArbitraryValue,
            ],
          },
          validators.isArbitraryVariableImage,
          validators.isArbitraryImage,
        ],
      },
    ],
    'bg-color': [
      { bg: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'gradient-from': [
      { from: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'gradient-via': [
      { via: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'gradient-to': [
      { to: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    rounded: [
      {
        rounded: [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-s': [
      {
        'rounded-s': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-e': [
      {
        'rounded-e': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-r': [
      {
        'rounded-r': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-b': [
      {
        'rounded-b': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-l': [
      {
        'rounded-l': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'border-w': [
      {
        border: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-s': [
      {
        'border-s': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-e': [
      {
        'border-e': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-t': [
      {
        'border-t': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-r': [
      {
        'border-r': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-b': [
      {
        'border-b': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'divide-y': [
      {
        'divide-y': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [
      { border: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'border-color-b': [
      {
        'border-b': [
          fromTheme('color'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'divide-color': [
      { divide: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
    'outline-offset': [
      {
        'outline-offset': [
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'outline-w': [
      {
        outline: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'outline-color': [
      {
        outline: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    shadow: [
      {
        shadow: [
          '',
          'inner',
          'none',
          fromTheme('shadow'),
          validators.isArbitraryVariableShadow,
          validators.isArbitraryShadow,
        ],
      },
    ],
    'shadow-color': [
      { shadow: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'ring-w': [
      {
        ring: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'ring-w-inset': ['ring-inset'],
    'ring-color': [
      { ring: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    opacity: [
      {
        opacity: [validators.isNumber, validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    filter: [{ filter: ['', 'none', validators.isArbitraryVariable, validators.isArbitraryValue] }],
    blur: [
      {
        blur: [
          '',
          'none',
          fromTheme('blur'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'backdrop-blur': [
      {
        'backdrop-blur': [
          '',
          'none',
          fromTheme('blur'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'border-spacing': [
      {
        'border-spacing': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    caption: [{ caption: ['top', 'bottom'] }],
    transition: [
      {
        transition: [
          '',
          'all',
          'colors',
          'opacity',
          'shadow',
          'transform',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    duration: [
      {
        duration: [
          validators.isNumber,
          'initial',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    ease: [
      {
        ease: [
          'linear',
          'initial',
          fromTheme('ease'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    animate: [
      {
        animate: [
          'none',
          fromTheme('animate'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    scale: [
      {
        scale: [
          'none',
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    transform: [
      {
        transform: [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          '',
          'none',
          'gpu',
          'cpu',
        ],
      },
    ],
    'transform-origin': [
      {
        origin: [
          'center',
          'top',
          'bottom',
          'left',
          'right',
          'top-left',
          'left-top',
          'top-right',
          'right-top',
          'bottom-right',
          'right-bottom',
          'bottom-left',
          'left-bottom',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'translate-x': [
      {
        'translate-x': [
          validators.isFraction,
          'full',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'translate-y': [
      {
        'translate-y': [
          validators.isFraction,
          'full',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    cursor: [
      {
        cursor: [
          'auto',
          'default',
          'pointer',
          'wait',
          'text',
          'move',
          'help',
          'not-allowed',
          'none',
          'context-menu',
          'progress',
          'cell',
          'crosshair',
          'vertical-text',
          'alias',
          'copy',
          'no-drop',
          'grab',
          'grabbing',
          'all-scroll',
          'col-resize',
          'row-resize',
          'n-resize',
          'e-resize',
          's-resize',
          'w-resize',
          'ne-resize',
          'nw-resize',
          'se-resize',
          'sw-resize',
          'ew-resize',
          'ns-resize',
          'nesw-resize',
          'nwse-resize',
          'zoom-in',
          'zoom-out',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'field-sizing': [{ 'field-sizing': ['fixed', 'content'] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    resize: [{ resize: ['none', '', 'y', 'x'] }],
    'scroll-py': [
      {
        'scroll-py': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    fill: [
      {
        fill: [
          'none',
          fromTheme('color'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    stroke: [
      {
        stroke: [
          'none',
          fromTheme('color'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['start', 'end', 'right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['ps', 'pe', 'pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb'],
    mx: ['ms', 'me', 'mr'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['rounded-s', 'rounded-e', 'rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': ['border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b'],
    'border-color': ['border-color-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}
