import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

const mount = (node: ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
    </Boundary>,
  );

describe('lazyComponent', () => {
  it('loads its code on first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    mount(<LazyGreeting name="Maya" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Maya')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    await LazyGreeting.preload();
    mount(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('hands a failed load to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyGreeting = lazyComponent<{ name: string }>(() =>
      Promise.reject(new Error('offline')),
    );
    mount(<LazyGreeting name="Lee" />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });
});
