import { useLocation, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { MSG } from '@quizring/contracts';
import { returnPath } from '../utils/return-path';

/** After a payment, on /subscribe and /membership alike: the success toast, then back where the student came from. */
export function useReturnAfterPayment(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  return async () => {
    toast.success(MSG.paymentSuccessful);
    await navigate(returnPath(location.state, search), { replace: true });
  };
}
