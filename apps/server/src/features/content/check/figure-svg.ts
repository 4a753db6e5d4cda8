// A figure's SVG against an allow-list (docs/content-pack.md, "Figures"): the drawing elements and presentation
// attributes the maths generator writes (tools/math-generator/src/svg.ts), nothing that runs, styles, links or
// loads. The web shows a figure as an image, where a script never runs; the check keeps what is stored harmless
// wherever it ends up. The subset is small, so it is read by this strict reader rather than a general XML parser:
// anything it does not know is refused.

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const ELEMENTS = new Set([
  'svg',
  'g',
  'line',
  'polyline',
  'polygon',
  'rect',
  'circle',
  'ellipse',
  'path',
  'text',
  'tspan',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'dx',
  'dy',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'points',
  'd',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-family',
  'font-style',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
]);

/** Why a few well-known elements are refused, in the words an author needs. */
const REFUSED_ELEMENT: Record<string, string> = {
  script: '<script> is not allowed: a figure runs no code',
  style: '<style> is not allowed: use presentation attributes (fill, stroke, font-size, …)',
  foreignObject: '<foreignObject> is not allowed: a figure holds only drawing elements',
  a: '<a> is not allowed: a figure links to nothing',
  image: '<image> is not allowed: a figure loads nothing from outside',
  use: '<use> is not allowed: a figure refers to nothing',
};

const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;
const NAME = /[A-Za-z_][\w:.-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

function decode(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g, (_, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e] ?? '';
  });
}

/** Every `&` is one of XML's five entities or a character reference: no entity can be declared or pulled in. */
function entityProblem(text: string): string | null {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    ENTITY.lastIndex = i;
    if (!ENTITY.test(text))
      return 'an entity other than &amp; &lt; &gt; &quot; &apos; or a character reference is not allowed';
  }
  return null;
}

function attributeProblem(element: string, name: string, raw: string): string | null {
  if (/^on/i.test(name)) return `the event attribute ${name} is not allowed: a figure runs no code`;
  if (name === 'href' || name.endsWith(':href'))
    return `${name} is not allowed: a figure links to nothing and loads nothing`;
  if (name === 'style') return 'the style attribute is not allowed: use presentation attributes';
  if (!ATTRIBUTES.has(name)) return `the attribute ${name} is not allowed (on <${element}>)`;
  const entity = entityProblem(raw);
  if (entity) return entity;
  const value = decode(raw);
  if (name === 'xmlns' && value !== SVG_NAMESPACE) return `xmlns must be "${SVG_NAMESPACE}"`;
  if (/url\s*\(/i.test(value))
    return `url(…) in ${name} is not allowed: a figure refers to nothing outside it`;
  if (/(javascript|data|vbscript)\s*:/i.test(value)) return `${name} holds a URL, which is not allowed`;
  if (/expression\s*\(/i.test(value)) return `expression(…) in ${name} is not allowed`;
  return null;
}

/** The first problem of an SVG figure, or null when it is one <svg> drawing of the allowed subset. */
export function svgProblem(svg: string): string | null {
  const open: string[] = [];
  let rootSeen = false;
  let i = 0;
  // An XML declaration may come first (editors write one); nothing else but the drawing.
  const declaration = /^\s*<\?xml\s[^?<>]*\?>/.exec(svg);
  if (declaration) i = declaration[0].length;
  while (i < svg.length) {
    if (svg[i] !== '<') {
      let end = svg.indexOf('<', i);
      if (end === -1) end = svg.length;
      const text = svg.slice(i, end);
      if (open.length === 0 && text.trim()) return 'text outside the <svg> element';
      const entity = entityProblem(text);
      if (entity) return entity;
      i = end;
      continue;
    }
    if (svg.startsWith('<!--', i)) {
      const end = svg.indexOf('-->', i + 4);
      if (end === -1) return 'a comment is not closed';
      i = end + 3;
      continue;
    }
    if (svg.startsWith('<!', i)) return 'a DOCTYPE, entity declaration or CDATA section is not allowed';
    if (svg.startsWith('<?', i)) return 'a processing instruction is not allowed';
    if (svg.startsWith('</', i)) {
      const m = /<\/([A-Za-z_][\w:.-]*)\s*>/y;
      m.lastIndex = i;
      const found = m.exec(svg);
      if (!found) return 'a malformed end tag';
      const expected = open.pop();
      if (found[1] !== expected)
        return expected ? `</${found[1]}> closes <${expected}>` : `</${found[1]}> closes nothing`;
      i = m.lastIndex;
      continue;
    }

    NAME.lastIndex = i + 1;
    const name = NAME.exec(svg)?.[0];
    if (!name) return 'a malformed tag (a "<" that starts no element)';
    if (!ELEMENTS.has(name))
      return (
        REFUSED_ELEMENT[name] ??
        `<${name}> is not allowed (only ${[...ELEMENTS].map((e) => `<${e}>`).join(' ')})`
      );
    if (open.length === 0) {
      if (rootSeen) return 'a second element after the <svg> element';
      if (name !== 'svg') return `the figure must be one <svg> element, not <${name}>`;
      rootSeen = true;
    }
    i = NAME.lastIndex;
    const attributes = new Map<string, string>();
    for (;;) {
      ATTRIBUTE.lastIndex = i;
      const a = ATTRIBUTE.exec(svg);
      if (!a) break;
      const attrName = a[1]!;
      const value = a[2] ?? a[3] ?? '';
      if (attributes.has(attrName)) return `<${name}> has ${attrName} twice`;
      const problem = attributeProblem(name, attrName, value);
      if (problem) return problem;
      attributes.set(attrName, value);
      i = ATTRIBUTE.lastIndex;
    }
    const close = /\s*(\/?)>/y;
    close.lastIndex = i;
    const closed = close.exec(svg);
    if (!closed) return `a malformed tag <${name}> (attributes are name="value")`;
    i = close.lastIndex;
    if (open.length === 0) {
      if (attributes.get('xmlns') !== SVG_NAMESPACE)
        return `<svg> needs xmlns="${SVG_NAMESPACE}" (without it a browser does not draw the image)`;
      if (!attributes.has('viewBox')) return '<svg> needs a viewBox, so the figure scales to the screen';
    }
    if (!closed[1]) open.push(name);
  }
  if (open.length) return `<${open[open.length - 1]}> is not closed`;
  if (!rootSeen) return 'the figure must be one <svg> element';
  return null;
}
