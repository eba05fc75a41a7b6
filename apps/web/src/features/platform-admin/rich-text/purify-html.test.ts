import { describe, expect, it } from 'vitest';
import { isAllowedHref, purifyHtml } from './purify-html';

describe('purifyHtml: the allow-list the server keeps', () => {
  it('keeps paragraphs, headings, lists, emphasis, line breaks and blockquotes', () => {
    const html =
      '<h2>Costs</h2><h3>Net</h3><h4>Aid</h4><p><strong>Net</strong> <em>price</em> <u>first</u><br><b>b</b> <i>i</i></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>';
    expect(purifyHtml(html)).toBe(html);
  });

  it('maps headings as the server does: h1 to h2, h5 and h6 to h4, keeping their content', () => {
    expect(purifyHtml('<h1>big <em>one</em></h1><h5>small</h5><h6>tiny</h6>')).toBe(
      '<h2>big <em>one</em></h2><h4>small</h4><h4>tiny</h4>',
    );
  });

  it('drops unknown wrappers such as div and span but keeps their text, as the server does', () => {
    expect(
      purifyHtml('<div>one <span class="a">two</span></div><section><p>three</p></section>'),
    ).toBe('one two<p>three</p>');
  });

  it('removes scripts, styles, images and event attributes, keeping the text of unknown wrappers', () => {
    expect(
      purifyHtml(
        '<p onclick="x()" style="color:red" class="c" id="i" data-x="1" aria-label="l">Hi <span class="a">there</span><script>alert(1)</script><img src=x onerror=alert(1)></p><style>p{}</style>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('drops the text inside script, style, textarea and select with the tag', () => {
    expect(
      purifyHtml(
        '<p>a<textarea>t</textarea><select><option>o</option></select><iframe src="https://x.org">f</iframe><svg><text>s</text></svg>b</p>',
      ),
    ).toBe('<p>ab</p>');
  });

  it('keeps only safe links, opened in a new tab without the opener', () => {
    expect(purifyHtml('<a href="https://ed.gov/aid">aid</a>')).toBe(
      '<a href="https://ed.gov/aid" rel="noopener noreferrer" target="_blank">aid</a>',
    );
    expect(purifyHtml('<a href="/resources" target="_self" rel="opener" title="t">list</a>')).toBe(
      '<a href="/resources" rel="noopener noreferrer" target="_blank">list</a>',
    );
    expect(purifyHtml('<a href="#/rankings">r</a>')).toContain('href="#/rankings"');
    expect(purifyHtml('<a href="mailto:help@x.org">mail</a>')).toContain(
      'href="mailto:help@x.org"',
    );
    expect(purifyHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(purifyHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(purifyHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(purifyHtml('<a href="/\\evil.example/">x</a>')).toBe('<a>x</a>');
    expect(purifyHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('gives "" for a text without words, which the server counts as empty', () => {
    expect(purifyHtml('')).toBe('');
    expect(purifyHtml('<p></p>')).toBe('');
    expect(purifyHtml('<p> <br></p><ul><li></li></ul>')).toBe('');
    expect(purifyHtml('<p><img src="x.png"></p>')).toBe('');
    expect(purifyHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('isAllowedHref', () => {
  it.each([
    'https://studentaid.gov',
    'HTTP://x.org',
    'mailto:a@b.org',
    '/resources',
    '#/rankings',
    'page',
  ])('allows %s', (href) => expect(isAllowedHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' javascript:x',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'ftp://x.org',
  ])('refuses %s', (href) => expect(isAllowedHref(href)).toBe(false));
});
