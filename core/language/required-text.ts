/**
 * What a regular expression's every match must contain: a list of strings of which any text it
 * matches in holds at least one, or `null` when nothing is certain. The pattern rewrites
 * (synonyms.ts) run hundreds of expressions over every text read; one `includes` per listed string
 * tells which of them can't match and need not run. Browser-safe, no dependencies: it reads only the
 * syntax those expressions use (groups, lookarounds, alternatives, quantifiers, classes, escapes).
 */
export type Required = readonly string[] | null;

export type Node =
  | { type: "char"; char: string }
  | { type: "any" } // a class, `.`, `\d`, `\p{L}`, a back-reference: some character, not known which
  | { type: "zero" } // `\b`, `^`, `$`, a lookaround: matches no character
  | { type: "group"; branches: Node[][] }
  | { type: "repeat"; node: Node; min: number; max: number };

const quantifier = /^\{(\d+)(?:(,)(\d*))?\}/;

/** The pattern as branches of nodes (exported for the tests, which generate matches from it). */
export function parse(source: string): Node[][] {
  let at = 0;
  const branches = (): Node[][] => {
    const out: Node[][] = [[]];
    while (at < source.length && source[at] !== ")") {
      if (source[at] === "|") {
        at++;
        out.push([]);
        continue;
      }
      const atom = parseAtom();
      (out.at(-1) as Node[]).push(repeat(atom));
    }
    return out;
  };
  const repeat = (node: Node): Node => {
    const next = source[at];
    let min = 1;
    let max = 1;
    if (next === "?" || next === "*" || next === "+") {
      at++;
      [min, max] = next === "?" ? [0, 1] : next === "*" ? [0, Infinity] : [1, Infinity];
    } else if (next === "{" && quantifier.test(source.slice(at))) {
      const [whole, low, comma, high] = source.slice(at).match(quantifier) as RegExpMatchArray;
      at += whole.length;
      min = Number(low);
      max = comma ? (high ? Number(high) : Infinity) : min;
    } else return node;
    if (source[at] === "?") at++; // lazy
    return { type: "repeat", node, min, max };
  };
  const parseAtom = (): Node => {
    const char = source[at++] as string;
    if (char === "(") {
      let lookaround = false;
      if (source[at] === "?") {
        const head = source.slice(at, at + 3);
        lookaround = /^\?(<?[=!])/.test(head);
        if (lookaround) at += head.startsWith("?<") ? 3 : 2;
        else if (head.startsWith("?:")) at += 2;
        else if (head.startsWith("?<")) at = source.indexOf(">", at) + 1; // a named group
      }
      const inner = branches();
      at++; // ")"
      return lookaround ? { type: "zero" } : { type: "group", branches: inner };
    }
    if (char === "[") {
      while (at < source.length && source[at] !== "]") at += source[at] === "\\" ? 2 : 1;
      at++;
      return { type: "any" };
    }
    if (char === "\\") {
      const escaped = source[at++] as string;
      if (escaped === "b" || escaped === "B") return { type: "zero" };
      // A named back-reference (\k<name>) or a control character (\cJ): some character.
      if (escaped === "k" && source[at] === "<") at = source.indexOf(">", at) + 1;
      else if (escaped === "c") at += 1;
      if ((escaped === "p" || escaped === "P" || escaped === "u") && source[at] === "{")
        at = source.indexOf("}", at) + 1;
      else if (escaped === "u") at += 4;
      else if (escaped === "x") at += 2;
      return /[\w]/.test(escaped) ? { type: "any" } : { type: "char", char: escaped };
    }
    if (char === ".") return { type: "any" };
    if (char === "^" || char === "$") return { type: "zero" };
    return { type: "char", char };
  };
  const parsed = branches();
  if (at < source.length) throw new Error(`Unbalanced ")" at ${at} in /${source}/`);
  return parsed;
}

/** The exact text a node always matches, or null when it varies. */
function fixed(node: Node): string | null {
  switch (node.type) {
    case "char":
      return node.char;
    case "zero":
      return "";
    case "any":
      return null;
    case "repeat": {
      const inner = fixed(node.node);
      return inner !== null && node.min === node.max ? inner.repeat(node.min) : null;
    }
    case "group": {
      if (node.branches.length !== 1) return null;
      let out = "";
      for (const item of node.branches[0] as Node[]) {
        const part = fixed(item);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
  }
}

/** The better of two requirements: the one whose shortest string is longest, then the shorter list. */
function better(a: Required, b: Required): Required {
  if (!a?.length) return b?.length ? b : null;
  if (!b?.length) return a;
  const shortest = (list: readonly string[]) => Math.min(...list.map((text) => text.length));
  const [lengthA, lengthB] = [shortest(a), shortest(b)];
  if (lengthA !== lengthB) return lengthA > lengthB ? a : b;
  return a.length <= b.length ? a : b;
}

function ofSequence(items: readonly Node[]): Required {
  let best: Required = null;
  let run = "";
  for (const item of items) {
    const text = fixed(item);
    if (text !== null) {
      run += text;
      continue;
    }
    if (run) best = better(best, [run]);
    run = "";
    best = better(best, ofNode(item));
  }
  if (run) best = better(best, [run]);
  return best;
}

function ofBranches(branches: readonly (readonly Node[])[]): Required {
  const out = new Set<string>();
  for (const branch of branches) {
    const required = ofSequence(branch);
    if (!required?.length) return null;
    for (const text of required) out.add(text);
  }
  return [...out];
}

function ofNode(node: Node): Required {
  switch (node.type) {
    case "char":
      return [node.char];
    case "group":
      return ofBranches(node.branches);
    case "repeat":
      return node.min > 0 ? ofNode(node.node) : null;
    default:
      return null;
  }
}

/**
 * The strings one of which every match of `pattern` contains, or null (always null for a
 * case-insensitive pattern or one with the v flag).
 */
export function requiredText(pattern: RegExp): Required {
  // Case-insensitive, or with the v flag's nested classes this reader does not know.
  if (pattern.flags.includes("i") || pattern.flags.includes("v")) return null;
  const required = ofBranches(parse(pattern.source));
  return required?.length && required.every((text) => text) ? required : null;
}

/**
 * Finds which of many strings a text holds in one pass over it (Aho-Corasick): a few hundred
 * `includes` over every line of the site cost more than the expressions they spare.
 */
export class StringSet {
  private readonly next: Map<string, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  private readonly ends: number[][] = [[]];
  readonly size: number;

  constructor(strings: readonly string[]) {
    this.size = strings.length;
    strings.forEach((text, id) => {
      let node = 0;
      for (const char of text) {
        let to = this.next[node]?.get(char);
        if (to === undefined) {
          to = this.next.push(new Map()) - 1;
          this.fail.push(0);
          this.ends.push([]);
          this.next[node]?.set(char, to);
        }
        node = to;
      }
      this.ends[node]?.push(id);
    });
    const queue = [...(this.next[0]?.values() ?? [])];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] as number;
      for (const [char, to] of this.next[node] ?? []) {
        let back = this.fail[node] as number;
        while (back && !this.next[back]?.has(char)) back = this.fail[back] as number;
        const target = this.next[back]?.get(char);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.ends[to]?.push(...(this.ends[this.fail[to] as number] ?? []));
        queue.push(to);
      }
    }
  }

  /** Which strings (by their index) `text` holds. */
  found(text: string): Uint8Array {
    const out = new Uint8Array(this.size);
    let node = 0;
    for (const char of text) {
      while (node && !this.next[node]?.has(char)) node = this.fail[node] as number;
      node = this.next[node]?.get(char) ?? 0;
      for (const id of this.ends[node] ?? []) out[id] = 1;
    }
    return out;
  }
}

/**
 * Runs each [pattern, replacement] over a text in order, skipping the patterns whose required text
 * (`requiredText`) the text does not hold; the same result as running them all.
 */
export function rewriter(rewrites: readonly (readonly [RegExp, string])[]): (text: string) => string {
  const strings = new Map<string, number>();
  const needs = rewrites.map(([pattern]) =>
    requiredText(pattern)?.map((text) => {
      if (!strings.has(text)) strings.set(text, strings.size);
      return strings.get(text) as number;
    }),
  );
  const set = new StringSet([...strings.keys()]);
  return (input) => {
    let text = input;
    let found = set.found(text);
    rewrites.forEach(([pattern, replacement], i) => {
      const ids = needs[i];
      if (ids && !ids.some((id) => found[id])) return;
      const next = text.replace(pattern, replacement);
      if (next === text) return;
      text = next;
      found = set.found(text);
    });
    return text;
  };
}
