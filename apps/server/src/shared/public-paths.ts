// Addresses the server serves and the web is told about (GET /api/config).
export const PROFILE_IMAGE_BASE = '/media/avatars/';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_URL = '/checkout/sandbox.js';
