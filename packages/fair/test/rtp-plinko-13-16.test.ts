import { describe } from 'vitest';
import { plinkoRtpCases } from './plinko-simulation.ts';

describe('Plinko RTP by simulation, 13–16 rows', () => plinkoRtpCases([13, 14, 15, 16]));
