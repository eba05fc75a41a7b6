import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@degreeworth/core';
import { BrandLogo } from '@/components/brand-logo';
import { Spinner } from '@/components/ui/spinner';
import html from '../../index.html?raw';

/*
 * index.html paints the header's brand bar and the loading spinner before any JavaScript runs
 * (decision 026). It cannot render the components, so it holds copies of their markup; this
 * test holds the copies to the components.
 */
const shell = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;

interface Shape {
  tag: string;
  attributes: Record<string, string>;
  children: Shape[];
}

/** An element as tag, attributes and child elements (whitespace between tags left out). */
function shape(element: Element, withChildren = true): Shape {
  return {
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      [...element.attributes]
        // An <a> in the app, a <span> in the copy (no router yet): only its look is compared.
        .filter((a) => a.name !== 'href' && a.name !== 'data-discover')
        // Class names in any order: the copy's are sorted as Prettier sorts Tailwind's.
        .map((a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).sort().join(' ') : a.value]),
    ),
    children: withChildren ? [...element.children].map((child) => shape(child)) : [],
  };
}

describe("index.html's first paint", () => {
  it("draws BrandLogo's mark and name", () => {
    const { container } = render(
      <MemoryRouter>
        <BrandLogo />
      </MemoryRouter>,
    );
    const logo = container.querySelector('a')!;
    const copy = shell.querySelector('svg')!.parentElement!;
    expect(shape(copy.querySelector('svg')!)).toEqual(shape(logo.querySelector('svg')!));
    expect(shape(copy, false).attributes).toEqual(shape(logo, false).attributes);
    expect(copy.textContent?.trim()).toBe(PRODUCT_NAME);
  });

  it("draws PageSpinner's spinner", () => {
    const { container } = render(<Spinner size="lg" label="Loading" />);
    expect(shape(shell.querySelector('[role="status"]')!)).toEqual(
      shape(container.firstElementChild!),
    );
  });
});
