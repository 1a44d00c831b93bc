import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findArticlesNotInForce,
  findFormsNotFiledByAsker,
  findKeyFactsNotInDecisiveArticles,
  hashSet,
} from '../../test/eval-set-corpus';
import {
  BLIND_SET_2_URL,
  BLIND_SET_URL,
  DEV_SET_10_URL,
  DEV_SET_11_URL,
  DEV_SET_12_URL,
  DEV_SET_13_URL,
  DEV_SET_14_URL,
  DEV_SET_15_URL,
  DEV_SET_16_URL,
  DEV_SET_17_URL,
  DEV_SET_18_URL,
  DEV_SET_19_URL,
  DEV_SET_20_URL,
  DEV_SET_21_URL,
  DEV_SET_22_URL,
  DEV_SET_23_URL,
  DEV_SET_24_URL,
  DEV_SET_25_URL,
  DEV_SET_26_URL,
  DEV_SET_2_URL,
  DEV_SET_3_URL,
  DEV_SET_4_URL,
  DEV_SET_5_URL,
  DEV_SET_6_URL,
  DEV_SET_7_URL,
  DEV_SET_8_URL,
  DEV_SET_9_URL,
  parseFreshSet,
} from './fresh-set';

/**
 * The held-out sets, and the second to twenty-sixth development sets (tuned on, but never edited to
 * fit the content), each with the hash recorded when it was frozen (resources/<name>.md).
 */
const HELD_OUT = [
  {
    name: 'blind evaluation set (frozen 2026-11-23)',
    url: BLIND_SET_URL,
    sha256: 'ff3e6a78e915e718349362c0d409ac68bc4591cf31f1f3594bce47c29c305d9d',
  },
  {
    name: 'second blind evaluation set (frozen 2026-11-23, before round 3)',
    url: BLIND_SET_2_URL,
    sha256: '5e361a8531fad69561d46c75e4310c2bcd787789d2fd88d3aa14bb78fdb17ae8',
  },
  {
    name: 'second development set (frozen 2026-11-23, before round 5)',
    url: DEV_SET_2_URL,
    sha256: '0b5d87a6263de3f73c058751b9d0f1b356eec6326037df7925ba3e230adc73bf',
  },
  {
    name: 'third development set (frozen 2026-11-24, after round 8)',
    url: DEV_SET_3_URL,
    sha256: '1e2277c2571cd7d73e10d3536631c0f956e0a194dfee0017e03d83dec61c261f',
  },
  {
    name: 'fourth development set (frozen 2026-11-24, while dev-3 was tuned on)',
    url: DEV_SET_4_URL,
    sha256: '12e696a8d896c3027249613eb04ff5ce3bc5db74d025ee6081ced660a59d647b',
  },
  {
    name: 'fifth development set (frozen 2026-11-24, while dev-4 was tuned on)',
    url: DEV_SET_5_URL,
    sha256: '13e56dc2c6de9c3ff1ec55da6a81f11a0164e70433078b1c4cca9843d8acfb5d',
  },
  {
    name: 'sixth development set (frozen 2026-11-24, while dev-5 was tuned on)',
    url: DEV_SET_6_URL,
    sha256: '2d9a9e1ea5e0448a1483e9d3dbdab78bee0060fe3bec00161954101f7136cd8f',
  },
  {
    name: 'seventh development set (frozen 2026-11-24, while dev-6 was held out)',
    url: DEV_SET_7_URL,
    sha256: '4a0c86a507633a2755782f0b8581fed2fbc5184f20d69ead5cf3fddd3d93977a',
  },
  {
    name: 'eighth development set (frozen 2026-11-24, while dev-7 was held out)',
    url: DEV_SET_8_URL,
    sha256: '6df4a845bd6c900727b41122281a38cf1dfb672ba4aedf0c288d208c258fc900',
  },
  {
    name: 'ninth development set (frozen 2026-11-24, held out from session 14)',
    url: DEV_SET_9_URL,
    sha256: '97be62e20a499bc62bc265abd003ef4f7b593cc4b6d902034e24ee76aa4d4640',
  },
  {
    name: 'tenth development set (frozen 2026-11-25, held out from session 15)',
    url: DEV_SET_10_URL,
    sha256: '73dcd321a885f8808d80cbd766f5fdd135795840aebfbf417ce338b62d7c6145',
  },
  {
    name: 'eleventh development set (frozen 2026-11-25, held out from session 16)',
    url: DEV_SET_11_URL,
    sha256: '3dff08b95ed6f470bfc0a8f0550449610d690996cded8e7abbc6348b17b5cbea',
  },
  {
    name: 'twelfth development set (frozen 2026-11-25, held out from session 17)',
    url: DEV_SET_12_URL,
    sha256: '63fafb1dec4d1c523c380bcfae02fc93aafa2fb2743779dc0b99faf128576002',
  },
  {
    name: 'thirteenth development set (frozen 2026-11-25, held out from session 18)',
    url: DEV_SET_13_URL,
    sha256: '2b81ddcb65883d33adad5f211f8fb17a221816dc00e94344768e55d740f088d0',
  },
  {
    name: 'fourteenth development set (frozen 2026-11-25, held out from session 19)',
    url: DEV_SET_14_URL,
    sha256: '1f1df3eb70c899ae73a44143b399831ab2989600471515910920711c13d467f4',
  },
  {
    name: 'fifteenth development set (frozen 2026-11-25, held out from session 20)',
    url: DEV_SET_15_URL,
    sha256: '84df96a436974d15407c549cb4d1b0b6391ed17cd8e64a489edbae3cc6546907',
  },
  {
    name: 'sixteenth development set (frozen 2026-11-25, held out from session 21)',
    url: DEV_SET_16_URL,
    sha256: '4902915e74d885c95d18ae7661d6d79856d722d7ede46bba02dc05cee2064560',
  },
  {
    name: 'seventeenth development set (frozen 2026-11-26, held out from session 22)',
    url: DEV_SET_17_URL,
    sha256: '82426a2aa5bcdf54928dadcd0454e4c1799565fc938f85da1646ec7d332f1bdf',
  },
  {
    name: 'eighteenth development set (frozen 2026-11-26, held out from session 23)',
    url: DEV_SET_18_URL,
    sha256: 'ebcbb7552b967fe7474fc435482128f7227f1d7c4e18fcee3cb30da084cd7543',
  },
  {
    name: 'nineteenth development set (frozen 2026-11-26, held out from session 24)',
    url: DEV_SET_19_URL,
    sha256: '4714d164c356b82bec2c843fe9c188a90f08a9d61bc17953129fd49dc90d0d8b',
  },
  {
    name: 'twentieth development set (frozen 2026-11-26, held out from session 25)',
    url: DEV_SET_20_URL,
    sha256: 'd205d9cdfc773f4d5e7af98a266b2af021e848e0458e44bb80b8ed4be223738d',
  },
  {
    name: 'twenty-first development set (frozen 2026-11-26, held out from session 26)',
    url: DEV_SET_21_URL,
    sha256: 'bd399e4f2d896e464a10416b5ba276f2b72e85ff1e013f8fa73934eb18374f57',
  },
  {
    name: 'twenty-second development set (frozen 2026-11-26, held out from session 27)',
    url: DEV_SET_22_URL,
    sha256: 'fe808e348ad09c554ffd0789800d2a56a63ad58ae7d200a8e3141cc1c294330b',
  },
  {
    name: 'twenty-third development set (frozen 2026-11-26, held out from session 28)',
    url: DEV_SET_23_URL,
    sha256: 'a9b866ebd54b755df8411c0b3f384ef36818366107cb763e9e2f5697d5a12a72',
  },
  {
    name: 'twenty-fourth development set (frozen 2026-11-26, held out from session 28)',
    url: DEV_SET_24_URL,
    sha256: '0a823928b80d646a36e189f301418c051956e85a130bc6a78e4c48ee66fa92f2',
  },
  {
    name: 'twenty-fifth development set (frozen 2026-11-26, held out from session 29)',
    url: DEV_SET_25_URL,
    sha256: '5d8058b50d719d414a05895c65fa73634e2628a3679226c591091336d08dbf04',
  },
  {
    name: 'twenty-sixth development set (frozen 2026-11-26, held out from session 29)',
    url: DEV_SET_26_URL,
    sha256: 'ceaa409c20478db10cb28345a5c86bdf623d013959fb9ad9818358757a1145b9',
  },
];

describe.each(HELD_OUT)('$name', ({ url, sha256 }) => {
  const raw = readFileSync(url);
  const questions = parseFreshSet(raw.toString('utf8'));

  it('is unchanged since it was frozen', () => {
    expect(hashSet(raw)).toBe(sha256);
  });

  it('has at least 60 questions in both languages and both main roles, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(questions.filter((question) => question.lang === 'fr').length).toBeGreaterThan(25);
    expect(questions.filter((question) => question.role === 'landlord').length).toBeGreaterThan(15);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('cites only articles in force and forms the asker may file', () => {
    expect(findArticlesNotInForce(questions, false)).toEqual([]);
    expect(findFormsNotFiledByAsker(questions)).toEqual([]);
  });

  it('takes every key fact from the text of a decisive article', () => {
    expect(findKeyFactsNotInDecisiveArticles(questions)).toEqual([]);
  });
});
