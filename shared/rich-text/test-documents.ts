/**
 * A document using every element and attribute of the allowlist, written exactly as the shared
 * editor writes it (components/editor/round-trip.test.tsx checks that the editor reproduces it
 * byte for byte; sanitize.test.ts that the sanitiser leaves it unchanged).
 */
/** The image hosts EDITOR_DOCUMENT's https image needs allowlisted. */
export const EDITOR_IMAGE_HOSTS = ['images.example.com'];

export const EDITOR_DOCUMENT = [
  '<h2>Reading charts &amp; tables</h2>',
  '<h3>Three</h3>',
  '<h4>Four</h4>',
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and ',
  '<code>inline code</code>; <strong><em>nested</em></strong> marks.<br>After a line break: ',
  '&lt;not a tag&gt;, a&nbsp;no-break space, “quotes” and émojis 📊.</p>',
  '<p><a href="https://example.com/path?a=1&amp;b=2#part">a web link</a>, ',
  '<a target="_blank" rel="noopener noreferrer" href="https://example.org" title="Opens in a new tab">a new tab</a>, ',
  '<a href="mailto:ana@example.com">an e-mail</a> and <a href="/courses/data-literacy">a page of this site</a>.</p>',
  '<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li><li><p>Two</p></li></ul>',
  '<ol><li><p>First</p></li><li><p>Second</p></li></ol>',
  '<ol start="3" type="a"><li><p>Third, lettered</p></li></ol>',
  '<blockquote><p>A quote.</p></blockquote>',
  '<pre><code class="language-js">const fair = axis.min === 0 &amp;&amp; a &lt; b;\n  return fair;</code></pre>',
  '<pre><code>plain code</code></pre>',
  '<img src="/api/v1/files/01935d6c-7a4e-7000-8000-000000000001/content" alt="A bar chart: &quot;orders&quot; per month" title="Orders" width="640" height="360">',
  '<img src="/lesson-images/gantt-milestones.svg" alt="">',
  '<img src="https://images.example.com/chart.png" alt="A line chart">',
  '<table><tbody><tr><th scope="col"><p>Region</p></th><th colspan="2"><p>Sales</p></th></tr>',
  '<tr><td><p>North</p></td><td rowspan="2"><p>12</p></td><td><p><strong>14</strong></p></td></tr>',
  '<tr><td><p>South</p></td><td><p>9</p></td></tr></tbody></table>',
  '<hr>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="How to read a chart" allowfullscreen=""></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871" title="A Vimeo video" width="640" height="360" allowfullscreen=""></iframe>',
  '<p>The end.</p>',
].join('');
