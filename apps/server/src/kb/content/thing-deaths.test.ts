import { describe, expect, it } from 'vitest';
import { readThingDeaths } from './thing-deaths';

describe('readThingDeaths', () => {
  it('reads the death of a thing as the thing broken, in both languages', () => {
    expect(readThingDeaths('The battery died after a week.')).toBe(
      'The battery broken after a week.',
    );
    expect(readThingDeaths('the water heater just died')).toBe('the water heater just broken');
    expect(readThingDeaths('La fournaise est morte hier.')).toBe('La fournaise est brisé hier.');
    expect(readThingDeaths('mon frigo de 1998 qui vient de mourir')).toBe(
      'mon frigo de 1998 qui vient de brisé',
    );
  });

  it('leaves the death of a person, even after a thing', () => {
    expect(readThingDeaths('My tenant died in August.')).toBe('My tenant died in August.');
    expect(readThingDeaths('Ma mère est morte la semaine passée.')).toBe(
      'Ma mère est morte la semaine passée.',
    );
    expect(readThingDeaths('I sold the car because my father died')).toBe(
      'I sold the car because my father died',
    );
    expect(readThingDeaths('le frigo de ma mère qui est morte')).toBe(
      'le frigo de ma mère qui est morte',
    );
  });
});
