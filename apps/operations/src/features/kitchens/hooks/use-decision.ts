import { useState } from 'react';
import { useAuth } from '@thali/auth-cart';
import { useToast } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';

/**
 * A card's staff decision: Approve (one click; its toast comes from the write itself, since the card leaves its list
 * as soon as the change arrives) and whether its Reject form is open, with the signed-in staff member's uid.
 */
export function useDecision(approve: (staffUid: string) => Promise<void>, approved: string, failed: string) {
  const { user } = useAuth();
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const staffUid = user?.uid ?? '';
  const approval = useMutation({
    run: async () => {
      await approve(staffUid);
      toast.show(approved);
    },
    errorMessage: (e) => dataSentence(e, failed),
  });
  /** After a rejection was written: the form closes and the toast says what the kitchen sees. */
  const rejected = (message: string) => {
    setRejecting(false);
    toast.show(message);
  };
  return { staffUid, approval, rejecting, setRejecting, rejected };
}
