/** The page's promotion opt-ins: the one data client, the page's gateway client and its snackbars. */
import { gateway } from '~/domains/player/gateway';
import { dataClient } from '~/shared/data/client';
import { notify } from '~/shared/snackbars/snackbar-store';
import { createPromotionOptIns } from './promotion-opt-ins';

export const promotionOptIns = createPromotionOptIns({ client: dataClient, gateway, notify });
