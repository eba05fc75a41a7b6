import { describe, expect, it } from 'vitest';
import { cleanHtml, isBlankHtml } from './clean-html';

describe('cleanHtml: the allow-list the server keeps', () => {
  it('keeps paragraphs, headings, lists, emphasis and blockquotes', () => {
    const html =
      '<h2>Costs</h2><p><strong>Net</strong> <em>price</em> <u>first</u></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('maps editing output as the server does: div to p, h1 to h2, h5 and h6 to h4', () => {
    expect(cleanHtml('<div>one</div><h1>big</h1><h5>small</h5><h6>tiny</h6>')).toBe(
      '<p>one</p><h2>big</h2><h4>small</h4><h4>tiny</h4>',
    );
  });

  it('removes scripts, styles, images and event attributes, keeping the text of unknown wrappers', () => {
    expect(
      cleanHtml(
        '<p onclick="x()" style="color:red">Hi <span class="a">there</span><script>alert(1)</script><img src=x onerror=alert(1)></p><style>p{}</style>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('keeps only safe links, opened in a new tab without the opener', () => {
    expect(cleanHtml('<a href="https://ed.gov/aid">aid</a>')).toBe(
      '<a href="https://ed.gov/aid" rel="noopener noreferrer" target="_blank">aid</a>',
    );
    expect(cleanHtml('<a href="/resources">list</a>')).toContain('href="/resources"');
    expect(cleanHtml('<a href="mailto:help@x.org">mail</a>')).toContain('href="mailto:help@x.org"');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('gives "" for a text without words, which the server counts as empty', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(cleanHtml('<p> <br></p><ul><li></li></ul>')).toBe('');
    expect(cleanHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});
