// The XSS payloads of e2e/xss.spec.ts (docs/backend.md#bad-input): attack templates crossed with
// encodings, each calling its own marker (window.__xss('pN') and document.title), so a run shows
// which one got through. Attacks from the usual lists: tags, handlers, URLs, SVG/MathML, mXSS, CSS.

export interface Payload {
  readonly id: string;
  readonly html: string;
}

/** `$` is replaced by the script a payload runs; `%` by its marker id. */
const templates: readonly string[] = [
  '<script>$</script>',
  '<script src="data:text/javascript,$"></script>',
  '<img src=x onerror="$">',
  '<img src=x onerror=$//',
  '<svg onload="$">',
  '<svg><script>$</script></svg>',
  '<svg><a xlink:href="javascript:$"><text y="20">%</text></a></svg>',
  '<body onload="$">',
  '<input autofocus onfocus="$">',
  '<div tabindex=1 autofocus onfocus="$" id=%>x</div>',
  '<details open ontoggle="$">',
  '<video><source onerror="$"></video>',
  '<audio src=x onerror="$">',
  '<a href="javascript:$" id=%>click</a>',
  '<a href="data:text/html,<script>$</script>">data</a>',
  '<a href="jav&#x09;ascript:$">tab</a>',
  '<iframe srcdoc="<script>parent.$</script>"></iframe>',
  '<iframe src="javascript:parent.$"></iframe>',
  '<object data="javascript:$"></object>',
  '<embed src="data:text/html,<script>$</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror="$">',
  '<math><mi xlink:href="javascript:$">m</mi></math>',
  '<template><img src=x onerror="$"></template>',
  '<noscript><p title="</noscript><img src=x onerror=$>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="$">',
  '<svg></p><style><a id="</style><img src=1 onerror=$>">',
  '<div style="width:expression($)">css</div>',
  '<div style="background:url(javascript:$)">css</div>',
  '<style>@import "javascript:$";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:$">',
  '<base href="javascript:$//">',
  '<link rel=stylesheet href="javascript:$">',
  '<isindex type=image src=1 onerror="$">',
  '<marquee onstart="$">m</marquee>',
  '"><img src=x onerror="$">',
  "'><svg onload='$'>",
  '</textarea><script>$</script>',
  '<!--><img src=x onerror="$">-->',
  '<img src=`x` onerror=`$`>',
  '<button form=f formaction="javascript:$">b</button>',
];

const encodings: readonly ((html: string) => string)[] = [
  (h) => h,
  // Mixed case tags and attributes.
  (h) => h.replace(/<([a-z]+)/g, (_m, tag: string) => `<${tag[0]?.toUpperCase() ?? ''}${tag.slice(1)}`).replace(/ on([a-z])/g, ' ON$1'),
  // A NUL inside the tag name and before the handler.
  (h) => h.replace(/<([a-z])/, '<\u0000$1').replace(' on', ' \u0000on'),
  // Unclosed: the last tag loses its '>'.
  (h) => h.replace(/>([^>]*)$/, ' $1'),
  // HTML entities for the script and the javascript: scheme.
  (h) => h.replace(/javascript:/g, 'javascript&#58;').replace(/__xss/g, '&#95;&#95;xss'),
  // URL encoded, as a link or query would carry it.
  (h) => encodeURIComponent(h),
  // Hex entities for the whole payload's brackets (shown as text; double-decoding would run it).
  (h) => h.replace(/</g, '&#x3c;').replace(/>/g, '&#x3e;'),
  // Whitespace and slashes where browsers accept them.
  (h) => h.replace(/ on/g, '/on').replace(/="/g, '=\n"'),
];

const script = (id: string) => `__xss('${id}');document.title='${id}'`;

/** Every template in every encoding: 40 × 8 = 320 distinct payloads. */
export const payloads: readonly Payload[] = templates.flatMap((template, t) =>
  encodings.map((encode, e) => {
    const id = `p${t * encodings.length + e}`;
    return { id, html: encode(template.replaceAll('$', script(id)).replaceAll('%', id)) };
  }),
);

/** The markers: every id a payload would report if it ran. */
export const markerIds: ReadonlySet<string> = new Set(payloads.map((p) => p.id));
