/**
 * The public site's content (application.md §2.1, §3 "Website content doc"): blog posts, the three
 * use-case articles the landing page links to, and the legal pages. Served read-only by
 * GET /api/websitecontent/{type} and /{type}/{slug}; the slug is the lower-cased name made URL-safe,
 * as the web app builds it (web/src/shared/format.ts slugOf).
 */
export const WEBSITE_CONTENT_TYPES = ['blog', 'learnmore', 'legal'] as const;
export type WebsiteContentType = (typeof WEBSITE_CONTENT_TYPES)[number];

export interface WebsiteContentDoc {
  name: string;
  slug: string;
  sub_title: string;
  /** ISO 8601 */
  date_updated: string;
  cover: { image_url?: string; color?: string };
  /** markdown */
  content: string;
}

const BLOG: WebsiteContentDoc[] = [
  {
    name: 'Why every cabinet maker needs a version history',
    slug: 'why-every-cabinet-maker-needs-a-version-history',
    sub_title:
      'A drawing that changes after an order is placed is the most expensive line in a workshop. Versions make every order point at exactly the design that was sold, and let the design keep moving.',
    date_updated: '2026-10-02T08:30:00.000Z',
    cover: { image_url: '/media/blog/version-history.svg' },
    content: `Every workshop has the story: a customer orders a wardrobe in March, the side panel is redesigned in April, and in May the wrong panel is cut. Nobody made a mistake; the drawing simply changed under the order.

## Orders should point at a version, not a file

In Joinery every module, product and configurator is a **versioned resource**. A save never overwrites anything: it adds a new, numbered version and moves the head. An order records the exact versions its configuration used, so production always cuts what was sold, even if the design has moved on three times since.

## Branches without the fear

Sometimes you want to try an idea without disturbing what is live. Open an older version, change it, and you have a branch. When the idea works, merge it back; Joinery compares both sides with their common ancestor and only asks you about real conflicts.

- **Copy** a version to make it the latest again, in one click.
- **Merge** a branch with the latest, field by field.
- **Tag** the versions that matter ("Spring catalogue", "Certified").

## What it costs you

Nothing extra. Versions are stored once and shared, so a thousand small edits do not fill your disk. What you get is a workshop where "which drawing was that?" has one answer.`,
  },
  {
    name: 'From CAD to configurator in an afternoon',
    slug: 'from-cad-to-configurator-in-an-afternoon',
    sub_title:
      'How Oak & Ash turned their Onshape part studios into a shelving configurator with live prices, without writing a line of code.',
    date_updated: '2026-09-18T10:00:00.000Z',
    cover: { color: '#C8A165' },
    content: `Oak & Ash make modular shelving in oiled oak and white ash. Their designs lived in Onshape; their prices lived in a spreadsheet; their customers lived on the phone. Here is how they brought the three together.

## 1. Import the modules

Each part studio became a module: side panels, shelves, drawer units, doors. Joinery read the parameters (width, finish, soft close) and the connectors (shelf pins, cam locks, hinges) straight from the CAD data.

## 2. Describe how things connect

A shelf pin fits a pin row; a hinge fits a door. Because connectors have types, the configurator only ever offers combinations that can actually be built.

## 3. Combine them into a product

The product says what may go together and how many of each: *Select 1, up to 6* shelves per bay, for example. Prices come from each module, so the total updates as customers click.

## 4. Publish

One button puts the configurator on a public address with the workshop's own colours. Orders arrive with a bill of materials and a cut list.

> "We went from quotes by e-mail to orders with part lists in a week." — Oak & Ash`,
  },
  {
    name: 'Five rules that keep a configurator honest',
    slug: 'five-rules-that-keep-a-configurator-honest',
    sub_title:
      'Customers trust a configurator that never offers the impossible. Five rules, from connector types to composition limits, that make every design buildable by construction.',
    date_updated: '2026-08-27T14:15:00.000Z',
    cover: { color: '#3F6E5A' },
    content: `A configurator that lets a customer design something you cannot build is worse than no configurator at all. These five rules keep Joinery configurators honest.

1. **Type your connectors.** A cam lock is not a shelf pin. When connectors have types, only compatible modules can meet.
2. **Limit compositions.** "Select 1, up to 4" is a rule, not a suggestion. Write it once on the product and every configuration obeys it.
3. **Bound every parameter.** Widths have a minimum, a maximum and a step; finishes are a list. Free text has no place in a cut list.
4. **Price from the parts.** The total is the sum of what is in the design, so it cannot drift from the bill of materials.
5. **Validate in real time.** Each change is checked as it is made, and the customer sees why an option is not available.

Follow them and your configurator becomes the most reliable salesperson you have.`,
  },
  {
    name: 'Sending orders to production without retyping',
    slug: 'sending-orders-to-production-without-retyping',
    sub_title:
      'Work batches group orders by material and machine, so the workshop receives nesting data and part lists instead of PDFs.',
    date_updated: '2026-07-09T07:45:00.000Z',
    cover: { color: '#2E4C7A' },
    content: `The last mile of a build-to-order business is the one that hurts most: turning orders into work on the machines.

## Work batches

Select the orders that are ready and send them to production. Joinery creates a **work batch**: a versioned record of the orders it contains and the parts they need, grouped by type.

## Manufacturing data per group

Each group (panels, fronts, fittings) carries its parts and metrics: counts, areas, lengths. Nesting data for the group tells the saw what to cut from which sheet.

## One source of truth

Because the batch points at the versions the orders were placed with, a redesign upstream never changes what is already in production.`,
  },
];

const USE_CASES: WebsiteContentDoc[] = [
  {
    name: 'Modular Construction',
    slug: 'modular-construction',
    sub_title: 'Design buildings and interiors from a catalogue of connectable modules, priced and checked as customers configure them.',
    date_updated: '2026-09-01T09:00:00.000Z',
    cover: { color: '#4A5D23' },
    content: `Modular construction works when every module knows how it connects to its neighbours. Joinery gives each module typed connectors and each product its composition rules, so a configured building is a buildable building.

## What you can do

- Import wall, floor and roof modules from your CAD system, with their parameters.
- Define how modules connect: load-bearing joints, service runs, openings.
- Publish a configurator where clients lay out rooms and see the price and lead time change live.
- Send confirmed orders to production as work batches with part lists per module type.

## Why it matters

Quotes that used to take a week of drawing come back in minutes, and every one of them can be built, because the rules are in the product, not in someone's head.`,
  },
  {
    name: 'Custom and Bespoke Furniture',
    slug: 'custom-and-bespoke-furniture',
    sub_title: 'Let customers size, finish and fit every cabinet, shelf and desk, and send cut lists to the workshop without retyping.',
    date_updated: '2026-09-01T09:00:00.000Z',
    cover: { color: '#8A5A2B' },
    content: `Bespoke furniture is made to measure, but it should not be quoted by hand. With Joinery your customers choose widths, heights, finishes and fittings within the limits you set, and your workshop receives an order it can cut.

## What you can do

- Turn your parametric panels and fittings into modules with bounded parameters.
- Combine them into products such as wardrobes, shelving or desks, with composition rules.
- Show live prices from the parts in the design.
- Receive orders with a bill of materials and nesting data per material.

## Why it matters

Fewer calls, fewer remakes, and a catalogue that grows by adding modules rather than drawings.`,
  },
  {
    name: 'Smart Configuration for Complex Products',
    slug: 'smart-configuration-for-complex-products',
    sub_title: 'Encode the rules of products with thousands of variants once, and let every configuration be valid by construction.',
    date_updated: '2026-09-01T09:00:00.000Z',
    cover: { color: '#693292' },
    content: `Some products have more valid variants than anyone can list: machines, lighting systems, retail fixtures. Joinery describes them by their parts and rules instead of their variants.

## What you can do

- Describe parts, parameters and connectors once; let the configurator generate the variants.
- Check compatibility and completeness on every change, with reasons the customer can read.
- Connect ERP, CRM and e-commerce so prices, stock and orders flow without copying.
- Use AI suggestions to propose complete, valid configurations from a few choices.

## Why it matters

Sales stops promising what engineering cannot make, and engineering stops maintaining spreadsheets of variants.`,
  },
];

const LEGAL: WebsiteContentDoc[] = [
  {
    name: 'Privacy Policy',
    slug: 'privacy',
    sub_title: 'What personal data Joinery processes, why, and the choices you have.',
    date_updated: '2026-06-01T00:00:00.000Z',
    cover: {},
    content: `This policy explains how Joinery processes personal data when you use the Joinery website and application.

## What we process

- **Account data**: your name, e-mail address, the workspaces you belong to and your roles.
- **Usage data**: sign-in times, and the browser and operating system family used, to keep the service secure.
- **Content**: the modules, products, configurators and orders you or your team create.
- **Requests**: what you send us through the demo and support forms.

## Why

To provide the service you signed up for, to keep it secure, and to answer your requests. We do not sell personal data.

## Your choices

You can ask for a copy of your data, its correction or its deletion by writing to support@joinery.example.`,
  },
  {
    name: 'Terms of Use',
    slug: 'terms',
    sub_title: 'The terms under which workspaces and their users may use Joinery.',
    date_updated: '2026-06-01T00:00:00.000Z',
    cover: {},
    content: `By using Joinery you agree to these terms.

## Accounts

Accounts are created by invitation. You are responsible for what happens under your account; keep your password to yourself.

## Your content

Your workspace owns the content it creates. You grant us the rights needed to store, process and display it to the people you share it with.

## Plans

Each workspace is on a plan whose limits (configurators, users, products per configurator, publishing) apply as shown on the subscription page.

## Availability

We work to keep Joinery available and your data safe, and we keep every version of your resources. We may change these terms with notice.`,
  },
  {
    name: 'Cookie Policy',
    slug: 'cookies',
    sub_title: 'The cookies and browser storage Joinery uses.',
    date_updated: '2026-06-01T00:00:00.000Z',
    cover: {},
    content: `Joinery uses as little browser storage as it can.

| What | Why | How long |
|---|---|---|
| Session cookie | keeps you signed in | until you sign out or it expires |
| Colour mode | remembers light or dark mode per user | until you clear it |
| Dismissed banners | remembers banners you closed | until you clear it |

We do not use advertising or third-party tracking cookies.`,
  },
];

export const WEBSITE_CONTENT: Record<WebsiteContentType, WebsiteContentDoc[]> = { blog: BLOG, learnmore: USE_CASES, legal: LEGAL };
