/** Content pages (topics), dynamic content blocks, and the contact-us form. */
import { defineModule } from '../../http/operations.ts'
import { getContactUsForm, sendContactUs } from './contact-us.ts'
import { getDynamicContent, getTopicByCode } from './pages.ts'

export const contentModule = defineModule(() => ({
  name: 'content',
  v2: {
    getTopicByCode,
    getDynamicContent,
    getContactUsForm,
    sendContactUs,
  },
}))
