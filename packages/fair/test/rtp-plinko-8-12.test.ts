import { describe } from 'vitest';
import { plinkoRtpCases } from './plinko-simulation.ts';

describe('Plinko RTP by simulation, 8–12 rows', () => plinkoRtpCases([8, 9, 10, 11, 12]));
