import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../web/src/app/session.ts';
import { USE_CASES } from '../../web/src/public/links.ts';
import { slugOf } from '../../web/src/shared/format.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

const post = (n: number, over: object = {}) => ({
  name: `Post ${n}`,
  slug: `post-${n}`,
  sub_title: `Post ${n} says ${"subtitle words ".repeat(12)}end`,
  date_updated: `2026-0${n}-15T09:00:00.000Z`,
  cover: { color: '#C8A165' },
  content: `Intro of post ${n}.\n\n## A section\n\n- one\n- two\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked=true">`,
  ...over,
});
const blog = [post(3), post(2), post(1)];

describe('landing page (§2.1)', () => {
  it('has every section, signed out: hero, solutions, three use cases, integrations and the two latest posts', async () => {
    fakeApi({ session: 'signed-out', content: { blog, learnmore: [], legal: [] } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Infinite customisation, made simple.' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Join the Future of Choice | Joinery'));
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#solutions');
    expect(screen.getByRole('heading', { name: 'For Companies & Manufacturers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For Your Customers' })).toBeInTheDocument();
    expect(screen.getByLabelText(/overview video/)).toBeInTheDocument();
    for (const { headline } of USE_CASES) {
      expect(screen.getByRole('link', { name: `Learn More about ${headline}` })).toHaveAttribute('href', `/usecase/${slugOf(headline)}`);
    }
    for (const tool of ['Shopify', 'Onshape', 'Arena', 'Google Sheets']) expect(screen.getByText(tool)).toBeInTheDocument();
    const fromBlog = screen.getByRole('region', { name: 'From the Blog' });
    await waitFor(() => expect(within(fromBlog).getAllByRole('article')).toHaveLength(2));
    expect(within(fromBlog).getByRole('link', { name: 'Post 3' })).toHaveAttribute('href', '/blog/post-3');
    expect(within(fromBlog).queryByText('Post 1')).toBeNull();
    // subtitles are cut at 80 characters on the landing page
    expect(within(fromBlog).getByText(`${post(3).sub_title.slice(0, 80)}...`)).toBeInTheDocument();
  });

  it('shows Login and a logo to / when signed out, Dashboard and a logo to /landing when signed in', async () => {
    fakeApi({ session: 'signed-out' });
    const out = renderApp('/blog');
    const site = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/dashboard');
    expect(within(site).getByRole('link', { name: 'Joinery home' })).toHaveAttribute('href', '/');
    // the scroll links are on the landing page only
    expect(within(site).queryByRole('link', { name: 'Applications' })).toBeNull();
    out.unmount();
    forgetSession();
    fakeApi();
    renderApp('/landing');
    const signedIn = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(signedIn).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(signedIn).getByRole('link', { name: 'Joinery home' })).toHaveAttribute('href', '/landing');
    expect(within(signedIn).getAllByRole('link', { name: 'Applications' })[0]).toHaveAttribute('href', '/landing#applications');
    expect(screen.getByText(/Trading name of a limited company/)).toBeInTheDocument();
  });

  it('stores a demo request from Book a Demo and confirms it', async () => {
    const { state } = fakeApi({ session: 'signed-out' });
    const app = renderApp('/landing');
    await app.user.click(await screen.findByRole('button', { name: 'Book a Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Demo' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await app.user.type(within(dialog).getByLabelText(/Name/), 'Rosa Carpenter');
    await app.user.type(within(dialog).getByLabelText(/E-mail/), 'rosa@workshop.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Your demo request has been received/)).toBeInTheDocument();
    expect(state.demoRequests).toEqual([{ kind: 'demo', name: 'Rosa Carpenter', email: 'rosa@workshop.example', company: '', message: '' }]);
  });
});

describe('blog (§2.1)', () => {
  it('lists posts as cards with date, name, a subtitle cut at 120 and a link by name', async () => {
    fakeApi({ session: 'signed-out', content: { blog, learnmore: [], legal: [] } });
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(screen.getByText('15/02/2026')).toBeInTheDocument();
    expect(screen.getByText(`${post(2).sub_title.slice(0, 120)}...`)).toBeInTheDocument();
  });

  it('gives a colour cover a designed card: the title on the colour, the text readable on it', async () => {
    const dark = post(4, { cover: { color: '#2E4C7A' } });
    fakeApi({ session: 'signed-out', content: { blog: [...blog, dark], learnmore: [], legal: [] } });
    renderApp('/blog');
    const card = (await screen.findByRole('link', { name: 'Post 4' })).closest('article')!;
    const cover = card.querySelector('[data-cover="colour"]') as HTMLElement;
    expect(cover).toContainElement(screen.getByRole('link', { name: 'Post 4' }));
    expect(getComputedStyle(cover).backgroundColor).toBe('#2E4C7A');
    // white on the dark blue, near-black on the light tan
    expect(getComputedStyle(cover).color).toBe('#FFFFFF');
    const light = screen.getByRole('link', { name: 'Post 2' }).closest('[data-cover="colour"]') as HTMLElement;
    expect(getComputedStyle(light).color).toBe('#1A1A1A');
  });

  it('heads an article whose cover is a colour with its title on the colour', async () => {
    fakeApi({ session: 'signed-out', content: { blog, learnmore: [], legal: [] } });
    renderApp('/blog/post-2');
    const title = await screen.findByRole('heading', { level: 1, name: 'Post 2' });
    expect(title.closest('[data-cover="colour"]')).not.toBeNull();
  });

  it('shows three skeleton cards while loading', async () => {
    fakeApi({ session: 'signed-out' });
    const pending = new Promise<Response>(() => {});
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('websitecontent') ? pending : real(input, init)));
    renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it('opens an article with a back button, its date and its markdown, sanitised', async () => {
    fakeApi({ session: 'signed-out', content: { blog, learnmore: [], legal: [] } });
    renderApp('/blog/post-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Post 2 | Joinery'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('15/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(document.querySelector('.article-content script')).toBeNull();
    expect(document.querySelector('.article-content img[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sends a missing article to /404', async () => {
    fakeApi({ session: 'signed-out', content: { blog, learnmore: [], legal: [] } });
    const app = renderApp('/usecase/no-such-case');
    await screen.findByRole('heading', { name: 'Are you lost?' });
    expect(app.location()).toBe('/404');
  });

  it('serves the legal pages and /legal leads to the terms', async () => {
    const terms = { ...post(1), name: 'Terms of Use', slug: 'terms' };
    fakeApi({ session: 'signed-out', content: { blog: [], learnmore: [], legal: [terms] } });
    const app = renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(app.location()).toBe('/legal/terms');
  });
});
