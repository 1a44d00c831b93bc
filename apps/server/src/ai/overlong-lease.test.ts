import { describe, expect, it } from 'vitest';
import { statesLeaseBeyondCap } from './overlong-lease';

describe('statesLeaseBeyondCap', () => {
  it('reads a lease term of more than 100 years, in either language', () => {
    expect(statesLeaseBeyondCap('Can I sign a 250-year lease for my parking lot?')).toBe(true);
    expect(statesLeaseBeyondCap('is a lease of 300 yrs valid')).toBe(true);
    expect(statesLeaseBeyondCap('Un bail de 101 ans sur mon terrain, est-ce valide?')).toBe(true);
  });

  it('leaves a term of 100 years or less, an age and a building’s age alone', () => {
    expect(statesLeaseBeyondCap('Can I sign a 99-year lease on my land?')).toBe(false);
    expect(statesLeaseBeyondCap('The building is 120 years old; does my lease still hold?')).toBe(
      false,
    );
    expect(statesLeaseBeyondCap('Je loue un logement, le loyer est de 900 $')).toBe(false);
    expect(statesLeaseBeyondCap('My grandmother turned 101 years and lives alone')).toBe(false);
  });
});
