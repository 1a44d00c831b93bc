import type { AreaOfLaw } from '@lexlogis/contracts';

/**
 * The marketplace area of law each situation guide belongs to, so the experts panel can show
 * lawyers for the situation the answer was about. A guide missing here falls back to 'housing'.
 */
export const GUIDE_AREAS: Readonly<Record<string, AreaOfLaw>> = {
  'rent-increase-renewal': 'rent',
  'rent-fixing-tribunal': 'rent',
  'new-building-rent': 'rent',
  'rent-increase-fixed-term': 'rent',
  repossession: 'repossession-eviction',
  'eviction-subdivide-enlarge-change-use': 'repossession-eviction',
  'seniors-65-protection': 'repossession-eviction',
  repairs: 'repairs',
  'unfit-unsanitary': 'repairs',
  heating: 'repairs',
  pests: 'repairs',
  'major-works-evacuation': 'repairs',
  'deposits-postdated-cheques': 'deposits-clauses',
  'penalty-clauses': 'deposits-clauses',
  'lease-copy-mandatory-form': 'deposits-clauses',
  'sublet-assignment': 'sublet-assignment',
  'early-termination-violence': 'lease-termination',
  'early-termination-low-rental': 'lease-termination',
  'early-termination-disability': 'lease-termination',
  'early-termination-seniors-residence': 'lease-termination',
  'unpaid-rent': 'unpaid-rent',
  'late-rent': 'unpaid-rent',
  'access-visits': 'harassment',
  'peaceful-enjoyment-harassment': 'harassment',
  discrimination: 'discrimination',
  'death-of-tenant': 'lease-termination',
  'sale-of-building': 'housing',
  abandonment: 'lease-termination',
  'end-of-lease-condition': 'lease-termination',
  'rooms-and-1892-cases': 'housing',
  'mobile-homes': 'housing',
  'student-residences': 'housing',
  'low-rental-housing': 'housing',
  'cleanliness-of-the-dwelling': 'repairs',
};

export function getGuideArea(guideId: string): AreaOfLaw {
  return GUIDE_AREAS[guideId] ?? 'housing';
}
