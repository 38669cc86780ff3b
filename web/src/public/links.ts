/**
 * Addresses of the public site outside the app. The external ones (learning, newsletter, social)
 * are the marketing team's to set; they live here and nowhere else.
 */
export const LEARNING_URL = 'https://learn.joinery.example';
export const NEWSLETTER_URL = 'https://newsletter.joinery.example';
export const SUPPORT_EMAIL = 'support@joinery.example';
export const OFFICES = ['12 Timber Yard, Bristol BS1 6QH, United Kingdom', 'Houtmarkt 8, 5611 Eindhoven, Netherlands'] as const;
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/joinery-example' },
  { label: 'YouTube', href: 'https://www.youtube.com/@joinery-example' },
  { label: 'GitHub', href: 'https://github.com/joinery-example' },
] as const;
export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/legal/privacy' },
  { label: 'Terms of Use', to: '/legal/terms' },
  { label: 'Cookie Policy', to: '/legal/cookies' },
] as const;
/** the landing page's three call-to-action headlines; each leads to /usecase/{lower-cased headline} */
export const USE_CASES = [
  { headline: 'Modular Construction', text: 'Design buildings and interiors from a catalogue of connectable modules, priced and checked as customers configure them.' },
  { headline: 'Custom and Bespoke Furniture', text: 'Let customers size, finish and fit every cabinet, shelf and desk, and send cut lists to the workshop without retyping.' },
  { headline: 'Smart Configuration for Complex Products', text: 'Encode the rules of products with thousands of variants once, and let every configuration be valid by construction.' },
] as const;
