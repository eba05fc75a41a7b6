import { describe, expect, it } from 'vitest';
import { isRenderableRichText, isSafeHref } from './rich-text';
import { ARTICLE_HTML } from './testing/resource-fixtures';

describe('isRenderableRichText', () => {
  it('accepts what the API sanitizer lets through', () => {
    expect(isRenderableRichText(ARTICLE_HTML)).toBe(true);
    expect(isRenderableRichText('<p>One<br>two <b>b</b> <i>i</i> <u>u</u> <em>e</em></p>')).toBe(
      true,
    );
    expect(
      isRenderableRichText(
        '<p><a href="mailto:help@example.org" rel="noopener noreferrer">Mail</a></p>',
      ),
    ).toBe(true);
    expect(isRenderableRichText('Plain words &amp; more')).toBe(true);
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>'],
    ['an event attribute', '<p onclick="alert(1)">a</p>'],
    ['an image', '<p>a</p><img src="x" onerror="alert(1)">'],
    ['an iframe', '<iframe src="https://example.org"></iframe>'],
    ['a style element first (parsed into head)', '<style>p{}</style><p>a</p>'],
    ['a class attribute', '<p class="x">a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>'],
    ['an obfuscated javascript: link', '<a href="java&#x09;script:alert(1)">a</a>'],
    ['a protocol-relative link', '<a href="//evil.example">a</a>'],
    ['a data: link', '<a href="data:text/html,x">a</a>'],
    ['another target', '<a href="/" target="_self">a</a>'],
    ['attributes for body', '<body onload="alert(1)"><p>a</p></body>'],
    ['svg', '<svg><a href="/">a</a></svg>'],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'],
    ['h1', '<h1>a</h1>'],
  ])('refuses %s', (_name, html) => {
    expect(isRenderableRichText(html)).toBe(false);
  });
});

describe('isSafeHref', () => {
  it.each([
    'https://a.example/',
    'http://a.example',
    'mailto:a@b.example',
    '#/rankings',
    '/x',
    'page',
  ])('allows %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JavaScript:x',
    'java\nscript:x',
    'vbscript:x',
    '//x.example',
    '/\\x.example',
    'ftp://x',
  ])('refuses %s', (href) => expect(isSafeHref(href)).toBe(false));
});
