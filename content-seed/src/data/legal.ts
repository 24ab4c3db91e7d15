// The privacy policy (/privacy) and terms of service (/terms), both last updated January 2025 (decision 0088).
import { md, type SeedLegalPage } from '../types'

const lastUpdated = '2025-01-01T00:00:00.000Z'

const privacy: SeedLegalPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  intro:
    'Kindred is a Melbourne-based platform that helps independent businesses find partners and run collaborations. This policy explains what personal information we collect, why we collect it, and the choices you have. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.',
  lastUpdated,
  body: md`
    ## Who we are

    In this policy, "Kindred", "we", "us" and "our" mean the business that operates the Kindred website and platform. "You" means anyone who visits our website, contacts us or creates an account, including people who use Kindred on behalf of a business.

    ## Information we collect

    We only collect the personal information we need to provide and improve Kindred. This includes:

    - **Account details:** your first and last name, email address and password when you register, and whether your email address has been verified.
    - **Business details:** your business or organisation name, business type, phone number and the profile information you choose to publish, such as your description, location, products, services and the collaborations you are looking for.
    - **Information from connected accounts:** if you sign in with Google, we receive your name and email address from Google. If you ask us to create your profile from an existing Google, Facebook, Instagram, LinkedIn or Shopify profile, we collect the profile information you authorise us to access.
    - **Messages:** what you tell us through our contact form (name, email, phone, company, what you are looking for and your message) and any other correspondence with us.
    - **Collaboration records:** the proposals, agreements, milestones, invoices, payouts, affiliate links and discount codes connected with your collaborations.
    - **Billing details:** if you subscribe to a paid plan or receive payouts, the billing and payment details needed to process them.
    - **Usage information:** how you use our website and platform, such as the pages you view and the buttons you select, along with technical details like your browser, device and IP address.

    You can browse our public website without giving us your name. If you choose not to provide certain information, we may not be able to provide some parts of the service, such as creating an account.

    ## How we use your information

    We use personal information to:

    - create and manage your account and keep it secure;
    - build and display your business profile, and suggest partners through AI partner matching;
    - help you send proposals, agree collaborations, confirm milestones, issue invoices and distribute commissions;
    - measure the results of collaborations and prepare reports such as the monthly collaboration report;
    - respond to your enquiries, usually within 24 hours;
    - send you service messages, such as email verification and important account notices;
    - send you news and offers about Kindred, where you have not opted out;
    - understand how Kindred is used so we can fix problems and improve it; and
    - comply with our legal obligations and protect Kindred, our members and the public from fraud and misuse.

    ## How we share your information

    We do not sell your personal information. We share it only in these situations:

    - **With other members and the public, as part of the service:** once you list your business profile, anyone can see it in the partner directory, with or without an account, and search engines may show it; when you propose or agree a collaboration, the partner business sees the details it needs to work with you.
    - **With service providers:** we use trusted providers for hosting, email delivery, sign-in, analytics and payment processing. They may only use your information to provide their services to us.
    - **For legal reasons:** where the law requires or permits it, for example to respond to a lawful request from a government agency or to protect someone's safety.
    - **If our business changes:** if Kindred is sold or merged, personal information may be transferred to the new owner, who must continue to protect it.

    Some of our service providers store or process information outside Australia, including in the United States. When this happens, we take reasonable steps to make sure your information is handled in a way that is consistent with the Australian Privacy Principles.

    ## How we keep your information secure

    We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, modification or disclosure. These include encrypted connections, hashed passwords, short-lived access tokens, access controls that limit which of our staff can see member information, and regular review of our practices.

    No system is completely secure, so please use a strong password that you do not use anywhere else, and tell us straight away if you think your account has been compromised. We keep personal information only for as long as we need it for the purposes in this policy or as required by law, and then delete or de-identify it.

    ## Your rights and choices

    You have the following rights and choices:

    - **Access:** ask for a copy of the personal information we hold about you.
    - **Correction:** ask us to correct information that is inaccurate, out of date or incomplete. You can also update most of your details yourself from your account.
    - **Deletion:** ask us to delete your account and personal information, unless we need to keep certain records by law, such as financial records. When your account is deleted, your account details (your name, email address, phone number and sign-in details) go with it, but a collaboration you had agreed with another business stays in that business's records under your business name.
    - **Marketing opt-out:** stop receiving marketing at any time by using the unsubscribe link in any marketing email or by contacting us. We will still send you essential service messages.
    - **Portability:** ask for the information you have given us in a commonly used, machine-readable format, so you can take it elsewhere.

    To make a request, email privacy@kindred.com.au. We may need to confirm your identity first. We aim to respond within 30 days and will explain if we cannot do what you ask.

    ## Cookies and similar technologies

    We use cookies and similar technologies, such as your browser's local storage, to keep you signed in, remember your preferences and protect the site from misuse. These are essential for Kindred to work. We also use analytics to understand how members use Kindred, so we can improve it.

    You can block or delete cookies in your browser settings, but if you block essential cookies, you will not be able to sign in.

    ## Changes to this policy

    We may update this policy from time to time, for example when we add new features or when the law changes. We will publish the updated policy on this page with a new "last updated" date, and if the changes are significant, we will let you know by email or through a notification in Kindred.

    ## Contact us

    If you have a question or concern about privacy, or want to make a request or a complaint, please contact us:

    - Privacy enquiries: privacy@kindred.com.au
    - General enquiries: hello@kindred.com.au

    We will look into any complaint and respond in writing. If you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au.
  `,
  seo: {
    title: 'Privacy Policy | {brand}',
    description: 'How Kindred collects, uses, shares and protects your personal information, your rights to access, correct and delete it, and how to contact us.',
    keywords: 'Kindred privacy policy, personal information, Australian Privacy Principles, data protection, cookies',
    robots: 'index, follow',
    canonicalPath: '/privacy',
  },
}

const terms: SeedLegalPage = {
  slug: 'terms',
  title: 'Terms of Service',
  intro:
    'These terms set out the rules for using Kindred, the platform that helps independent businesses find partners and run collaborations. We have tried to keep them clear and fair. Please read them carefully, because by using Kindred you agree to them.',
  lastUpdated,
  body: md`
    ## Agreement to these terms

    These Terms of Service are an agreement between you and Kindred ("Kindred", "we", "us" or "our"). They apply whenever you visit our website, create an account or use the Kindred platform. If you use Kindred on behalf of a business, you agree to these terms for that business and confirm that you are authorised to do so.

    If you do not agree with these terms, please do not use Kindred.

    ## Our service

    Kindred is an online platform that helps independent businesses connect and collaborate. Members can create a business profile, find potential partners, send and receive proposals, and manage collaborations such as shared in-store space, packaging inserts, newsletter features, consignment and affiliate arrangements. Depending on your plan, Kindred may also provide tools such as partner matching, agreement templates, milestone tracking, invoicing, commission payouts and reporting.

    We are always improving Kindred, so features may change over time. We will let you know about changes that significantly affect how you use the service.

    ## Your account

    To use most of Kindred you need an account. When you create one, you agree to:

    - be at least 18 years old;
    - give us accurate and complete information, and keep it up to date;
    - keep your password secure and not share your account with anyone else; and
    - tell us straight away if you think someone has accessed your account without permission.

    You are responsible for everything that happens under your account.

    ## Plans, fees and commission

    Kindred offers a free Community plan and paid Growth and Scale plans. Prices are shown in Australian dollars on our pricing page. Paid plans are billed monthly or annually, and plan changes take effect immediately with prorated billing. A commission applies to paid transactions processed through Kindred, at the rate set by your plan.

    ## Acceptable use

    You agree to use Kindred honestly and lawfully. You must not:

    - give false or misleading information about yourself, your business, your products or your audience;
    - offer or promote products or services that are illegal, unsafe or that you are not entitled to sell;
    - harass, spam or mislead other members;
    - use Kindred to arrange payments outside the platform in order to avoid fees;
    - copy, scrape or resell content or data from Kindred without our permission;
    - upload viruses or malicious code, or try to access accounts, systems or data you are not authorised to use; or
    - interfere with the security or normal operation of Kindred.

    We may remove content or limit accounts that break these rules.

    ## Kindred is a facilitator

    Kindred provides the tools for businesses to find each other and work together. We are not a party to the collaborations you arrange, and we do not act as an agent, partner or employer of any member. We do not guarantee the quality, safety or legality of any member's products or services, that a member will perform as agreed, or that any collaboration will produce a particular result.

    Please use your own judgement before entering into a collaboration, just as you would with any new business relationship.

    ## Agreements between businesses

    Any collaboration you agree with another member is a direct agreement between your business and theirs. Each business is responsible for doing what it has promised, for the products and services it provides, and for complying with the laws that apply to it, including consumer, advertising, licensing and tax laws.

    Agreement templates are provided for convenience and are not legal advice. If a disagreement arises, we encourage you to resolve it directly with the other business. We may, but are not required to, help.

    ## Intellectual property

    Kindred, including our website, software, name, logo and design, belongs to us or our licensors. You may use it only as these terms allow.

    You keep ownership of the content you add to Kindred, such as your business profile, logos, photos and product descriptions. You give us a non-exclusive, royalty-free licence to host, display and share that content as needed to run and promote the service. You confirm that you have the right to share the content you add.

    ## Privacy

    We take your privacy seriously. Our [Privacy Policy](/privacy) explains how we collect, use and protect personal information.

    ## Limitation of liability

    Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.

    To the extent permitted by law, Kindred is not liable for any indirect or consequential loss, such as loss of profit, revenue, data or goodwill, or for any loss arising from agreements between members. To the extent permitted by law, our total liability to you for any claim relating to Kindred is limited to the amount you have paid us for the service.

    ## Termination

    You can stop using Kindred and close your account at any time. We may suspend or close your account at any time, including if you break these terms, if required by law, or if we stop offering the service. Where reasonable, we will give you notice first.

    When an account is closed, agreements you have already made with other businesses remain between you and them, and any amounts owed up to that point remain payable.

    ## Changes to these terms

    We may update these terms from time to time. We will communicate changes by email or by a notification in Kindred before they take effect, and we will publish the updated terms on this page with a new "last updated" date. If you keep using Kindred after the changes take effect, you accept the updated terms.

    ## Governing law

    These terms are governed by the laws of Victoria, Australia. You and Kindred agree to the non-exclusive jurisdiction of the courts of Victoria.

    ## Contact us

    If you have any questions about these terms, please contact us at hello@kindred.com.au.
  `,
  seo: {
    title: 'Terms of Service | {brand}',
    description: 'The terms for using Kindred: accounts, plans and commission, acceptable use, agreements between businesses, liability, termination and governing law.',
    keywords: 'Kindred terms of service, terms and conditions, platform terms, acceptable use, Victoria Australia',
    robots: 'index, follow',
    canonicalPath: '/terms',
  },
}

export const legalPages: SeedLegalPage[] = [privacy, terms]
