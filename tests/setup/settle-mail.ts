// Emails leave after the answer (deliverInBackground), and each one logs when it is written. A
// test that ends before its emails have gone would let them log after its file closed, which
// Vitest reports as an error of the run; every test therefore waits for its sends to finish.
import { afterEach } from 'vitest'

import { settleDeliveries } from '~/server/deliveries'

afterEach(settleDeliveries)
