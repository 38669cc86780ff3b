/** The plan cards of application.md §9 (monthly, pound sterling), word for word; a price below 0 means 'contact us'. */
export interface PlanCard {
  plan: 'SOLO' | 'STARTUP' | 'GROWTH' | 'ENTERPRISE';
  name: string;
  description: string;
  price: number;
  features: string[];
}

export const PLAN_CARDS: PlanCard[] = [
  { plan: 'SOLO', name: 'Solo', description: 'For one maker selling one product', price: 250, features: ['Up to 10k monthly sales', '5% fee on extra sales', '1 team member', 'Single CAD model'] },
  { plan: 'STARTUP', name: 'Startup', description: 'For a small team with a growing range', price: 750, features: ['Up to 30k monthly sales', '2.5% fee on extra sales', 'Up to 5 team members', 'CAD import: STEP, IFC, Onshape'] },
  { plan: 'GROWTH', name: 'Growth', description: 'For established makers scaling up', price: 2500, features: ['Up to 100k monthly transactions', '2% fee on extra sales', 'Up to 25 team members', 'AI design'] },
  { plan: 'ENTERPRISE', name: 'Enterprise', description: 'For manufacturers with many product lines', price: -1, features: ['Up to 180k monthly sales', 'Unlimited team members', 'Dedicated customer success'] },
];

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
export const formatPrice = (price: number) => pounds.format(price);

/** The §9 button of a card: the current plan Upgrade (the billing portal), contact-us plans Contact Us, others Switch. */
export function planAction(card: PlanCard, currentPlan: string): 'Upgrade' | 'Contact Us' | 'Switch' {
  if (card.price < 0) return 'Contact Us';
  return card.plan === currentPlan ? 'Upgrade' : 'Switch';
}
