import { CreateOrderResponse, PLAN_ID, VerifyPaymentResponse } from '@quizring/contracts';
import type { CheckoutResult, OrderData } from '@quizring/contracts';
import { api } from '@/lib/api-client';

export async function createOrder(): Promise<OrderData> {
  return (await api.post('/subscriptions/create-order', CreateOrderResponse, { plan: PLAN_ID })).data;
}

export async function verifyPayment(result: CheckoutResult) {
  return (await api.post('/subscriptions/verify-razorpay', VerifyPaymentResponse, result)).data;
}
