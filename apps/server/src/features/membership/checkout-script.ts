// GET /checkout/sandbox.js: the sandbox's stand-in for Razorpay's checkout.js (outside /api, like Razorpay's own).
import type { FastifyPluginAsync } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CHECKOUT_URL } from '../../shared/public-paths.ts';
import { SandboxPaymentProvider } from '../../platform/payments/payment-provider.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Next to this module in src/, and found from dist/ (the bundle) through the source folder it was built from.
const SCRIPT_FILE = [
  path.join(here, 'sandbox-checkout.js'),
  path.resolve(here, '../src/features/membership/sandbox-checkout.js'),
].find((p) => fs.existsSync(p));

export const checkoutScriptRoutes: FastifyPluginAsync = async (app) => {
  if (!(app.ctx.payments instanceof SandboxPaymentProvider)) return;
  if (!SCRIPT_FILE) throw new Error('sandbox-checkout.js is missing next to the membership feature');
  const script = fs.readFileSync(SCRIPT_FILE, 'utf8');
  app.get(SANDBOX_CHECKOUT_URL, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script),
  );
};
