import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { composeGuideStepList } from './compose-guide-step-list';

const step = (en: string, roles: ('tenant' | 'landlord')[]) => ({ en, fr: en, roles });

const pests = makeGuide({
  id: 'pests',
  steps: [
    step('Tell the landlord in writing as soon as you see pests.', ['tenant']),
    step('Have the dwelling treated promptly, and give 24 hours’ notice before entering.', [
      'landlord',
    ]),
    step(
      'If the dwelling becomes a serious threat to your health and you leave, send form TAL-801A before leaving or within 10 days.',
      ['tenant'],
    ),
    step('Keep every notice you give or receive.', ['tenant', 'landlord']),
  ],
});
const unfit = makeGuide({
  id: 'unfit',
  steps: [
    step(
      'If the dwelling threatens your health or safety and you leave, send form TAL-801A before leaving or within 10 days, and give your new address.',
      ['tenant'],
    ),
    step('Send form TAL-809A within the notice period and keep proof of the date.', ['landlord']),
    step('Send form TAL-815A within the notice period and keep proof of the date.', ['landlord']),
  ],
});

describe('composeGuideStepList', () => {
  it('lists each party’s steps under its label when the role is not known, shared steps first', () => {
    expect(composeGuideStepList([pests], undefined, 'en')).toBe(
      [
        '**What you can do**',
        '1. Keep every notice you give or receive.',
        '',
        '_For a tenant:_',
        '1. Tell the landlord in writing as soon as you see pests.',
        '2. If the dwelling becomes a serious threat to your health and you leave, send form TAL-801A before leaving or within 10 days.',
        '',
        '_For a landlord:_',
        '1. Have the dwelling treated promptly, and give 24 hours’ notice before entering.',
      ].join('\n'),
    );
  });

  it('gives only the asker’s steps, in one unlabelled list, when the role is known', () => {
    const steps = composeGuideStepList([pests], 'tenant', 'en') ?? '';
    expect(steps).not.toMatch(/treated promptly|For a/);
    expect(steps.split('\n')).toHaveLength(4);
  });

  it('keeps one of two guides’ steps that file the same form in nearly the same words', () => {
    const steps = composeGuideStepList([pests, unfit], 'tenant', 'en') ?? '';
    expect(steps.match(/TAL-801A/g)).toHaveLength(1);
  });

  it('keeps steps that share their words but file different forms', () => {
    const steps = composeGuideStepList([unfit], 'landlord', 'en') ?? '';
    expect(steps).toContain('TAL-809A');
    expect(steps).toContain('TAL-815A');
  });

  it('gives nothing when no step is the asker’s', () => {
    const landlordOnly = makeGuide({ steps: [step('Send the notice.', ['landlord'])] });
    expect(composeGuideStepList([landlordOnly], 'tenant', 'en')).toBeUndefined();
  });
});
