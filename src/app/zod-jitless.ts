// Imported first by the entry: the protocol's zod schemas are built when their modules load, and
// each asks then whether it may compile a fast parser with `Function`. The page's CSP allows no
// eval, so the answer is set to no before any schema exists (the probe itself is a violation).
import { config } from 'zod';

config({ jitless: true });
