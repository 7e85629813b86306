import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { SubPage } from '../contacts/public.ts';
import { useIsOwnRoute } from '../../routes/use-page-route.ts';
import { FindUserForm } from './find-user-form.tsx';
import { RequestList } from './request-list.tsx';
import { RequestSheet } from './request-sheet.tsx';
import { useFriendRequests, useRequestSummary } from './use-friend-requests.ts';

/** Route /FriendRequests ("New Friends"): find someone by ID, answer received requests. */
export function FriendRequestsPage() {
  const { t } = useTranslation('routes');
  const { contacts } = useCore();
  const requests = useFriendRequests();
  const { unviewed } = useRequestSummary();
  const onShow = useIsOwnRoute();
  const [openId, setOpenId] = useState<string | null>(null);
  // The live list decides: a request answered or withdrawn meanwhile closes its sheet.
  const open = requests.value.find((request) => request.id === openId) ?? null;

  // Looking at this page is viewing the requests: the red dots go (also for ones arriving now).
  useEffect(() => {
    if (onShow && unviewed) void contacts.markRequestsViewed();
  }, [contacts, onShow, unviewed]);

  return (
    <SubPage
      title={t('friendRequests')}
      overlay={<RequestSheet request={open} onClose={() => setOpenId(null)} />}
    >
      <FindUserForm />
      {requests.loaded && (
        <RequestList requests={requests.value} onOpen={(request) => setOpenId(request.id)} />
      )}
    </SubPage>
  );
}
