import { Logger } from '@nestjs/common';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { DatabaseProbe } from '../../database/database-probe';
import type { RenderJobData } from '../queue/render-queue';
import type { RenderJobHandler } from './render-job.handler';
import { RenderProcessor } from './render.processor';
import type { VideoFailer } from './video-failer';

beforeAll(() => Logger.overrideLogger(false));

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function setUp(options: { handle: () => Promise<'completed'>; databaseUp: boolean[] }) {
  const calls = { failed: [] as string[], delayedBy: [] as string[], pauses: 0, resumes: 0 };
  const answers = [...options.databaseUp];
  const database = {
    isUp: async () => (answers.length > 1 ? answers.shift()! : answers[0]),
  } as unknown as DatabaseProbe;
  const failer = {
    fail: async (id: string) => {
      calls.failed.push(id);
      return true;
    },
  } as unknown as VideoFailer;
  const handler = { handle: options.handle } as unknown as RenderJobHandler;
  const processor = new RenderProcessor({} as AppConfig, handler, failer, database);
  let resumed: () => void = () => undefined;
  const wasResumed = new Promise<void>((resolve) => {
    resumed = resolve;
  });
  Object.assign(processor, {
    _worker: {
      pause: async () => {
        calls.pauses++;
      },
      resume: async () => {
        calls.resumes++;
        resumed();
      },
    },
  });
  const job = {
    data: { videoId: 'v1' },
    attemptsMade: 0,
    opts: { attempts: 3 },
    moveToDelayed: async (_at: number, token: string) => {
      calls.delayedBy.push(token);
    },
  } as unknown as Job<RenderJobData>;
  return { processor, job, calls, wasResumed };
}

describe('RenderProcessor.process', () => {
  it('puts the job back without using an attempt, and pauses until the database answers', async () => {
    const { processor, job, calls, wasResumed } = setUp({
      handle: () => Promise.reject(refused()),
      databaseUp: [false, false, true],
    });
    await expect(processor.process(job, 'token-1')).rejects.toBeInstanceOf(DelayedError);
    expect(calls.delayedBy).toEqual(['token-1']);
    expect(calls.failed).toEqual([]);
    expect(calls.pauses).toBe(1);
    await wasResumed;
    expect(calls.resumes).toBe(1);
  });

  it('treats a connection error of the provider (database up) as a render failure', async () => {
    const { processor, job, calls } = setUp({
      handle: () => Promise.reject(refused()),
      databaseUp: [true],
    });
    await expect(processor.process(job, 'token-1')).rejects.toThrow('ECONNREFUSED');
    expect(calls.delayedBy).toEqual([]);
    expect(calls.pauses).toBe(0);
    expect(calls.failed).toEqual([]); // attempts left: BullMQ retries it
  });

  it('fails and refunds the video on the last attempt', async () => {
    const { processor, job, calls } = setUp({
      handle: () => Promise.reject(new Error('ffmpeg exited with code 1')),
      databaseUp: [true],
    });
    Object.assign(job, { attemptsMade: 2 });
    await expect(processor.process(job, 'token-1')).rejects.toBeInstanceOf(UnrecoverableError);
    expect(calls.failed).toEqual(['v1']);
  });
});
