import { describe, expect, it } from 'vitest';
import {
  detailedFeedbackFormSchema,
  detailedFeedbackSubmissionSchema,
  feedbackSubmissionSchema,
  flaggedResponseSchema,
  ratingToReaction,
} from './feedback';

const submission = {
  email: 'a@example.com',
  reaction: 'positive',
  flaggedQuestion: 'Q',
  flaggedResponse: 'A',
};

describe('feedback', () => {
  it('a thumbs up may be sent with empty comments', () => {
    expect(feedbackSubmissionSchema.parse(submission).comments).toBe('');
  });

  it('the detailed dialog requires comments with the spec message', () => {
    for (const comments of ['', '   ', undefined]) {
      expect(detailedFeedbackFormSchema.safeParse({ comments }).error?.issues[0]?.message).toBe(
        'Please provide your feedback',
      );
    }
    expect(
      detailedFeedbackSubmissionSchema.safeParse({ ...submission, comments: '' }).error?.issues[0]
        ?.message,
    ).toBe('Please provide your feedback');
    expect(
      detailedFeedbackSubmissionSchema.parse({ ...submission, comments: ' Useful ' }).comments,
    ).toBe('Useful');
  });

  it('rejects an unknown reaction and a bad email', () => {
    expect(feedbackSubmissionSchema.safeParse({ ...submission, reaction: 'meh' }).success).toBe(
      false,
    );
    expect(feedbackSubmissionSchema.safeParse({ ...submission, email: 'x' }).success).toBe(false);
  });

  it('parses a flagged response', () => {
    const flagged = {
      id: '1',
      email: 'a@example.com',
      reaction: 'negative',
      question: 'Q',
      response: 'A',
      comments: 'Wrong',
      timestamp: '2024-05-01T00:00:00Z',
    };
    expect(flaggedResponseSchema.parse(flagged)).toEqual(flagged);
  });

  it('maps ratings above 3 to positive', () => {
    expect(ratingToReaction(5)).toBe('positive');
    expect(ratingToReaction(4)).toBe('positive');
    expect(ratingToReaction(3.5)).toBe('positive');
    expect(ratingToReaction(3)).toBe('negative');
    expect(ratingToReaction(1)).toBe('negative');
  });
});
