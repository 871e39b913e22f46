import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from './legal-document';

export const TERMS_OF_SERVICE_TITLE = 'Terms of Service';

/** The owner portal's terms of use, with the one-month renewing term of spec section 9. */
export function buildTermsOfService(brand: string): LegalDocument {
  return {
    title: TERMS_OF_SERVICE_TITLE,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro: [
      `These Terms of Service (the “Terms”) govern your access to and use of the ${brand} owner portal, including its statements, reports, calendar, documents area and related features (together, the “Portal”). The Portal is provided by ${brand} (“${brand}”, “we”, “us” or “our”) to the owners of properties we manage and to the co-owners and representatives they authorize (“you”).`,
      'By signing in to or using the Portal, you agree to these Terms and acknowledge our Privacy Policy. If you do not agree, please do not use the Portal. The management of your property is governed by your Management Agreement, which includes our Management Agreement Terms. If these Terms conflict with your Management Agreement, your Management Agreement controls.',
    ],
    sections: [
      {
        id: 'accounts',
        title: 'Eligibility and Accounts',
        blocks: [
          'The Portal is available only to owners who have entered into, or are entering into, a Management Agreement with us, and to the people they authorize. You may use the Portal only if you are able to form a legally binding contract.',
          'Your account is personal to you. Keep your password confidential, do not let anyone else sign in as you, and tell us at once if you suspect that your account has been used without your permission. You are responsible for activity under your account, except activity that results from our own failure to protect it.',
          'Keep the information in your account and owner profile accurate and up to date, including your e-mail address, telephone number and bank and tax details. We rely on it to send you notices and to pay you.',
        ],
      },
      {
        id: 'term',
        title: 'Term, Renewal and Cancellation',
        blocks: [
          'These Terms begin when you first sign in to the Portal and continue for a term of one month. At the end of each one-month term they renew automatically for a further one-month term, unless you or we cancel them.',
          'You may cancel these Terms by giving us notice at least 5 days before the end of the current one-month term, by e-mail or through the help or chat widget in the Portal. Cancellation takes effect at the end of that term. Notice given less than 5 days before the end of a term takes effect at the end of the following term.',
          'We may cancel these Terms in the same way, by giving you notice at least 5 days before the end of the current term. These Terms also end automatically when your Management Agreement has ended and the transfer assistance period under it is over.',
          'We do not charge a separate fee for access to the Portal, so canceling these Terms does not change any amount due under your Management Agreement. Canceling these Terms ends your access to the Portal but does not end your Management Agreement, which can be ended only as it provides. While your Management Agreement remains in effect, we will send your statements and notices by e-mail instead.',
        ],
      },
      {
        id: 'using-the-portal',
        title: 'Using the Portal',
        blocks: [
          'Subject to these Terms, we give you a limited, personal, non-exclusive and non-transferable right to use the Portal to manage your relationship with us as an owner: to view your properties, statements, reservations and reports; to reserve your property for your own stays and block dates; to upload and view documents; and to communicate with our team.',
          'Owner reservations and blocks made in the Portal are subject to availability and to the rules of your Management Agreement, including its rules on owner use and blocking. A reservation is confirmed only when the Portal shows it as confirmed.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable Use',
        blocks: [
          'You agree not to:',
          {
            items: [
              'access, or try to access, information about properties or owners other than your own;',
              'share your account, or let anyone use the Portal as you; co-owners and representatives should have accounts of their own;',
              'probe, scan or test the vulnerability of the Portal, or get around any security or access control;',
              'use robots, scrapers or other automated means to access the Portal, or place an unreasonable load on it;',
              'upload anything unlawful or infringing, anything containing malicious code, or any document you do not have the right to share; or',
              'use the Portal in breach of any law, or to harass our staff, our vendors or guests.',
            ],
          },
        ],
      },
      {
        id: 'financial-information',
        title: 'Financial Information and Reports',
        blocks: [
          'Statements, earnings, occupancy figures and reports in the Portal are provided for your information. Your monthly statement, issued under your Management Agreement, is the authoritative record of amounts due to you. Figures for the current month, estimates and projections change as reservations are made, modified or canceled, and are not a promise of future income.',
          'If you think a figure is wrong, please tell us. We will look into it and correct any error we find.',
        ],
      },
      {
        id: 'your-content',
        title: 'Your Content',
        blocks: [
          'You keep ownership of the documents, photographs and other material you upload to the Portal (“Your Content”). You permit us to store, copy, display and use Your Content to operate the Portal, to manage your property under your Management Agreement and to meet our legal obligations.',
          'You are responsible for Your Content and confirm that you have the right to upload it. We may remove material that breaches these Terms.',
        ],
      },
      {
        id: 'third-party-services',
        title: 'Help and Chat Widgets and Other Third-Party Services',
        blocks: [
          'The Portal includes a help widget and a chat widget provided by third parties. When you are signed in, we identify you to these providers with your name and e-mail address so that our team knows who you are and can help you. Your use of the widgets is also subject to their providers’ terms, and our Privacy Policy explains what we share with them.',
          'We are not responsible for services that we do not operate, such as booking platforms, payment processors and the widget providers. We choose them with care, however, and will help you with any problem that affects your use of the Portal.',
        ],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        blocks: [
          'Our Privacy Policy describes how we collect, use, share and protect your personal information when you use the Portal, and the choices you have. It forms part of these Terms.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Our Intellectual Property',
        blocks: [
          `The Portal, including its software, design, text and graphics and the ${brand} name and logo, belongs to ${brand} or its licensors and is protected by intellectual property laws. Apart from the right to use the Portal set out in these Terms, no right or license is granted to you.`,
          'If you send us suggestions or feedback about the Portal, we may use them without any obligation to you.',
        ],
      },
      {
        id: 'availability',
        title: 'Availability and Changes to the Portal',
        blocks: [
          'We work to keep the Portal available and secure, but it may be unavailable from time to time for maintenance or upgrades, or for reasons beyond our control. We may change, add or remove features of the Portal.',
          'If we remove a feature that you need in order to receive what your Management Agreement provides, such as access to your statements, we will give you another way to receive it.',
        ],
      },
      {
        id: 'disclaimers',
        title: 'Disclaimers',
        blocks: [
          'Except as expressly stated in these Terms or in your Management Agreement, the Portal is provided “as is” and “as available”, and to the fullest extent permitted by law we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the Portal will be uninterrupted or error-free.',
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation of Liability',
        blocks: [
          'To the fullest extent permitted by law, we are not liable under these Terms for any indirect, incidental, special, consequential or punitive damages, or for any loss of data or profits, arising out of your use of, or inability to use, the Portal.',
          'Our responsibilities for the management of your property, and the limits on them, are set out in your Management Agreement. Nothing in these Terms reduces our obligations, or your remedies, under your Management Agreement.',
        ],
      },
      {
        id: 'suspension',
        title: 'Suspension of Access',
        blocks: [
          'We may suspend or restrict your access to the Portal immediately if we reasonably believe that your account has been compromised, that you have breached Section 4 (Acceptable Use), or that suspension is needed to protect the Portal, other owners or guests. We will tell you why, unless the law or a security concern prevents us, and will restore your access as soon as the reason has been resolved.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to These Terms',
        blocks: [
          'We may update these Terms from time to time. We will post the updated Terms on this page with a new effective date and tell you about any material change by e-mail or in the Portal.',
          'A material change takes effect at the start of the first one-month term that begins at least 5 days after we tell you about it, so that you have time to cancel under Section 2 (Term, Renewal and Cancellation) before the change applies to you.',
        ],
      },
      {
        id: 'disputes',
        title: 'Governing Law and Disputes',
        blocks: [
          'These Terms are governed by the laws of the state in which your property is located, without regard to its conflict of laws rules.',
          'Any dispute arising out of these Terms or the Portal will be resolved in the same way as a dispute under your Management Agreement, through the dispute meeting and arbitration procedures of our Management Agreement Terms, including their time limit for bringing a claim.',
        ],
      },
      {
        id: 'general',
        title: 'General',
        blocks: [
          'These Terms, together with our Privacy Policy and your Management Agreement, are the entire agreement between you and us about the Portal. You may not transfer your rights under these Terms; we may transfer ours to a successor to our business. If any provision is held unenforceable, the rest of these Terms remains in effect. A failure to enforce a provision is not a waiver of it.',
          'We may send you notices under these Terms by e-mail to the address in your account or through the Portal.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact Us',
        blocks: [
          'If you have a question about these Terms, please contact our owner support team through the help or chat widget in the Portal, or write to us at the notice address set out in your Management Agreement.',
        ],
      },
    ],
  };
}
