import { clsx, type ClassValue } from 'clsx';

/*
 * tailwind-merge's rule (a later class removes an earlier one of the same utility group and variants,
 * or of a group it covers: `p-*` covers `px-*`, `size-*` covers `w-*` and `h-*`, `text-<size>`
 * covers `leading-*`), with a table of the groups this project's classes use instead of the whole of
 * Tailwind's: tailwind-merge is ~9 KB gzip of the first screen. cn.test.ts compares the two on every
 * pair of class names in ui/ and app/, so a class of a group this table lacks fails there.
 */

/** Whole class names that are a group on their own. */
const WORDS = new Map<string, string>();
for (const entry of [
  'd block inline-block inline flex inline-flex grid inline-grid table inline-table table-row table-cell table-caption table-column table-row-group table-header-group table-footer-group table-column-group contents hidden flow-root list-item',
  'pos static fixed absolute relative sticky',
  'vis visible invisible collapse',
  'sr sr-only not-sr-only',
  'tt uppercase lowercase capitalize normal-case',
  'td underline overline line-through no-underline',
  'tov truncate text-ellipsis text-clip',
  'twr text-wrap text-nowrap text-balance text-pretty',
  'ta text-left text-center text-right text-justify text-start text-end',
  'fst italic not-italic',
  'fvn normal-nums',
  'fvs tabular-nums proportional-nums',
  'iso isolate isolation-auto',
  'container container',
  'tf transform transform-cpu transform-gpu transform-none',
  'filter filter filter-none',
  'bcl border-collapse border-separate',
  'bst border-solid border-dashed border-dotted border-double border-hidden border-none',
  'ost outline-none outline-solid outline-dashed outline-dotted outline-double outline-hidden',
  'rwi ring-inset',
  'box box-border box-content',
  'fdir flex-row flex-row-reverse flex-col flex-col-reverse',
  'fwr flex-wrap flex-wrap-reverse flex-nowrap',
  'ofit object-contain object-cover object-fill object-none object-scale-down',
  'brk break-normal break-words break-all break-keep',
  'va align-baseline align-top align-middle align-bottom align-text-top align-text-bottom align-sub align-super',
  'lst list-none list-disc list-decimal',
  'lsp list-inside list-outside',
  'sb scroll-smooth scroll-auto',
  'sna snap-start snap-end snap-center snap-align-none',
  'snt snap-x snap-y snap-both snap-none',
  'sns snap-mandatory snap-proximity',
  'snp snap-normal snap-always',
  'tch touch-auto touch-none touch-manipulation',
  'tchx touch-pan-x touch-pan-left touch-pan-right',
  'tchy touch-pan-y touch-pan-up touch-pan-down',
  'tchz touch-pinch-zoom',
  'tbh transition-normal transition-discrete',
  'trn translate-none',
  'ct @container',
]) {
  const [group, ...names] = entry.split(' ');
  for (const name of names) WORDS.set(name, group!);
}

const isLength = (value: string) => /^(\d+(\.\d+)?|px|\[(length:|\d|\.\d|calc|min|max|var).*\]|\((length:)?--.*\))$/.test(value);

/** `border-*`, `border-x-*`...: a width (a number or nothing) or a colour. */
const border = (rest: string) => {
  const [side, ...more] = rest.split('-');
  const dir = /^(x|y|s|e|t|r|b|l|bs|be)$/.test(side!) ? side : undefined;
  const value = dir ? more.join('-') : rest;
  const suffix = dir ? '-' + dir : '';
  return (value === '' || isLength(value) ? 'bw' : 'bc') + suffix;
};

/** `rounded-*`: a corner or side, then a size. */
const rounded = (rest: string) => {
  const side = rest.split('-')[0]!;
  return /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/.test(side) ? 'r-' + side : 'r';
};

type Rule = (rest: string) => string | undefined;

/** The values of sizes and spaces: numbers, fractions, keywords, the spacing tokens, arbitrary values. */
const SIZE =
  /^(\d+(\.\d+)?|\.\d+|\d+\/\d+|px|full|auto|screen|min|max|fit|none|prose|[dsl]?v[hw]|lh|\d?x[sl]|sm|md|lg|screen-\w+|space-\w+|\[.+\]|\(.+\))$/;
/** The values of keyword utilities (`cursor-not-allowed`) and numbered ones (`duration-300`). */
const WORD = /^([a-z0-9.]+(-[a-z0-9]+)*|\[.+\]|\(.+\))$/;

/** Class names `<prefix>` or `<prefix>-<value>`: the group, or how the value picks it. */
const PREFIXES = new Map<string, Rule>([
  ['text', (v) => (/^(xs|sm|base|lg|\d?xl)$/.test(v) || isLength(v) ? 'fs' : 'tc')],
  [
    'bg',
    (v) =>
      /^(fixed|local|scroll)$/.test(v)
        ? 'bga'
        : /^(auto|cover|contain)$/.test(v)
          ? 'bgs'
          : /^(no-)?repeat/.test(v)
            ? 'bgr'
            : /^(none|linear|radial|conic|gradient)/.test(v)
              ? 'bgi'
              : /^(top|bottom|left|right|center)/.test(v)
                ? 'bgp'
                : /^(clip|origin|blend)-/.test(v)
                  ? 'bg' + v.split('-')[0]
                  : 'bgc',
  ],
  ['border', border],
  ['rounded', rounded],
  ['shadow', (v) => (/^(|2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\])$/.test(v) ? 'sh' : 'shc')],
  ['ring', (v) => (v === '' || isLength(v) ? 'rw' : 'rc')],
  ['ring-offset', (v) => (isLength(v) ? 'row' : 'roc')],
  ['outline', (v) => (v === '' || isLength(v) ? 'ow' : 'oc')],
  ['font', (v) => (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+|\[\d+\])$/.test(v) ? 'fw' : 'ff')],
  ['stroke', (v) => (isLength(v) ? 'sw' : 'stroke')],
  ['divide', () => 'dc'],
  ...'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y space-x space-y inset inset-x inset-y start end top right bottom left z basis translate translate-x translate-y scroll-m scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mr scroll-mb scroll-ml scroll-p scroll-px scroll-py scroll-ps scroll-pe scroll-pt scroll-pr scroll-pb scroll-pl'
    .split(' ')
    .map((prefix): [string, Rule] => [prefix, (v) => (SIZE.test(v) ? prefix : undefined)]),
  ['self', (v) => (/^(auto|start|end|center|stretch|baseline)$/.test(v) ? 'self' : undefined)],
  ['select', (v) => (/^(none|text|all|auto)$/.test(v) ? 'select' : undefined)],
  ['animate', (v) => (/^(none|spin|ping|pulse|bounce|\[.+\]|\(.+\))$/.test(v) ? 'animate' : undefined)],
  ...'opacity order grow shrink flex leading tracking line-clamp whitespace items justify justify-items justify-self content place-items place-content place-self grid-cols grid-rows grid-flow auto-cols auto-rows col-span col-start col-end row-span row-start row-end cursor pointer-events resize appearance accent caret overflow overflow-x overflow-y overscroll overscroll-x overscroll-y aspect origin transition scale scale-x scale-y rotate skew-x skew-y duration ease delay blur brightness contrast grayscale invert saturate sepia underline-offset outline-offset divide-x divide-y fill object break-before break-after break-inside list-image'
    .split(' ')
    .map((prefix): [string, Rule] => [prefix, (v) => (WORD.test(v) ? prefix : undefined)]),
]);
/** The prefixes that are a class on their own too (`border`, `grow`...). */
const BARE = new Set(
  'border rounded shadow ring outline transition grow shrink blur grayscale invert sepia resize divide-x divide-y'.split(' '),
);
const PREFIX_LENGTHS = [...new Set([...PREFIXES.keys()].map((prefix) => prefix.length))].sort((a, b) => b - a);

/** The groups a class of each group removes besides its own. */
const sides = (base: string, list: string) => list.split(' ').map((side) => `${base}-${side}`);
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  fs: ['leading'],
  fvn: ['fvs'],
  fvs: ['fvn'],
  'line-clamp': ['d', 'overflow'],
  r: sides('r', 's e t r b l ss se ee es tl tr br bl'),
  'r-s': ['r-ss', 'r-es'],
  'r-e': ['r-se', 'r-ee'],
  'r-t': ['r-tl', 'r-tr'],
  'r-r': ['r-tr', 'r-br'],
  'r-b': ['r-br', 'r-bl'],
  'r-l': ['r-tl', 'r-bl'],
  bw: sides('bw', 'x y s e bs be t r b l'),
  'bw-x': sides('bw', 's e r l'),
  'bw-y': sides('bw', 'bs be t b'),
  bc: sides('bc', 'x y s e bs be t r b l'),
  'bc-x': sides('bc', 's e r l'),
  'bc-y': sides('bc', 'bs be t b'),
  translate: ['translate-x', 'translate-y', 'trn'],
  trn: ['translate', 'translate-x', 'translate-y'],
  'scroll-m': sides('scroll', 'mx my ms me mt mr mb ml'),
  'scroll-mx': sides('scroll', 'ms me mr ml'),
  'scroll-my': sides('scroll', 'mt mb'),
  'scroll-p': sides('scroll', 'px py ps pe pt pr pb pl'),
  'scroll-px': sides('scroll', 'ps pe pr pl'),
  'scroll-py': sides('scroll', 'pt pb'),
  tch: ['tchx', 'tchy', 'tchz'],
  tchx: ['tch'],
  tchy: ['tch'],
  tchz: ['tch'],
  cn: ['ct'],
};

function groupOf(name: string): string | undefined {
  if (name.startsWith('[') && name.endsWith(']')) {
    const colon = name.indexOf(':');
    return colon > 1 ? 'arb:' + name.slice(1, colon) : undefined;
  }
  if (name.startsWith('@container/')) return 'cn';
  const word = WORDS.get(name);
  if (word) return word;
  const bare = name.startsWith('-') ? name.slice(1) : name;
  for (const length of PREFIX_LENGTHS) {
    if (bare.length !== length && bare[length] !== '-') continue;
    const rule = PREFIXES.get(bare.slice(0, length));
    // A prefix that matches stops the search: `gap-x` is no `gap-` class with the value `x`.
    if (rule) return bare.length === length ? (BARE.has(bare) ? (rule('') ?? bare) : undefined) : rule(bare.slice(length + 1));
  }
  return undefined;
}

/** Variants whose order matters (pseudo-elements, child selectors) and arbitrary ones keep their place; the rest sort. */
const ORDERED = new Set([
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
]);
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || ORDERED.has(variant)) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...out, ...run.sort()].join(':');
}

function mergeClasses(list: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = list.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const original = names[i]!;
    // Split the variants (`md:hover:`) and a `/…` postfix off, outside brackets and parentheses.
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = -1;
    for (let j = 0; j < original.length; j++) {
      const char = original[j];
      if (depth === 0 && char === ':') {
        variants.push(original.slice(start, j));
        start = j + 1;
        slash = -1;
      } else if (depth === 0 && char === '/') slash = j;
      else if (char === '[' || char === '(') depth++;
      else if (char === ']' || char === ')') depth--;
    }
    let name = original.slice(start);
    let important = '';
    if (name.endsWith('!')) [name, important] = [name.slice(0, -1), '!'];
    else if (name.startsWith('!')) [name, important] = [name.slice(1), '!'];
    // A postfix is an opacity (`bg-brand/50`) or a fraction (`w-1/2`), but `@container/name` is a group of its own.
    let group = slash > start ? groupOf(name.slice(0, slash - start)) : undefined;
    if (!group || group === 'ct') group = groupOf(name);
    if (!group) {
      kept.push(original);
      continue;
    }
    const key = variantKey(variants) + important;
    if (taken.has(key + group)) continue;
    taken.add(key + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(key + other);
    kept.push(original);
  }
  return kept.reverse().join(' ');
}

const merged = new Map<string, string>();

/** Merge class names; a later Tailwind class wins over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  const list = clsx(inputs);
  let classes = merged.get(list);
  if (classes === undefined) {
    // Every render asks for the same few hundred lists: each is merged once (bounded, in case a list holds data).
    if (merged.size >= 5000) merged.clear();
    merged.set(list, (classes = mergeClasses(list)));
  }
  return classes;
}
