import { describe, expect, it } from 'vitest';
import { linkOf } from './college-details';

describe('links of a college (INSTURL, NPCURL)', () => {
  it('adds https to the published form and keeps http(s) links', () => {
    expect(linkOf('web.mit.edu/')).toBe('https://web.mit.edu/');
    expect(linkOf(' www.ua.edu:8080/aid ')).toBe('https://www.ua.edu:8080/aid');
    expect(linkOf('http://www.example.edu')).toBe('http://www.example.edu');
    expect(linkOf('HTTPS://npc.example.edu/x')).toBe('HTTPS://npc.example.edu/x');
  });

  it('never turns another scheme or an empty value into a link', () => {
    expect(linkOf('javascript://%0aalert(1)')).toBeNull();
    expect(linkOf('javascript:alert(1)')).toBeNull();
    expect(linkOf('data:text/html,<script>')).toBeNull();
    expect(linkOf('  ')).toBeNull();
    expect(linkOf(null)).toBeNull();
  });
});
