import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { IncompleteRenderError, renderHtml } from './render-html';

const prerendered = async (page: ReactNode): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A component in a chunk of its own: suspends the first time it renders, not after. */
const lazyText = (text: string) =>
  lazy(async () => ({ default: () => createElement('p', null, text) }));

const inBoundary = (child: ReactNode) =>
  createElement(
    'main',
    null,
    createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, child),
  );

const Failing = (): ReactNode => {
  throw new Error('the shop is gone');
};

describe('renderHtml', () => {
  it('writes what the full render writes when nothing suspends', async () => {
    const page = inBoundary(createElement('h1', null, 'Obchody & služby'));
    expect(await renderHtml(page, '/cz')).toBe(await prerendered(page));
  });

  it('waits for a lazy component inside a Suspense boundary, the first time and after', async () => {
    const Hero = lazyText('Welcome to Beta');
    for (let render = 0; render < 2; render++) {
      const html = await renderHtml(inBoundary(createElement(Hero)), '/en');
      expect(html).toContain('<p>Welcome to Beta</p>');
      expect(html).not.toContain('Loading…');
      expect(html).not.toContain('<!--$!');
    }
  });

  it('waits for a lazy component outside every boundary', async () => {
    const Page = lazyText('Opening hours');
    expect(await renderHtml(createElement(Page), '/en/opening-hours')).toBe('<p>Opening hours</p>');
  });

  it('refuses a page where a part failed inside a boundary', async () => {
    const render = renderHtml(inBoundary(createElement(Failing)), '/en/shop/1/x');
    await expect(render).rejects.toBeInstanceOf(IncompleteRenderError);
    await expect(render).rejects.toThrow('/en/shop/1/x: Error: the shop is gone');
  });

  it('rejects a page that failed outside every boundary', async () => {
    await expect(renderHtml(createElement(Failing), '/en')).rejects.toThrow('the shop is gone');
  });
});
