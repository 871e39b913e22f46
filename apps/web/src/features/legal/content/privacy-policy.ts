import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from './legal-document';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';

/** The owner portal's privacy policy, with the breach notice and minimum age of spec section 9. */
export function buildPrivacyPolicy(brand: string): LegalDocument {
  return {
    title: PRIVACY_POLICY_TITLE,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro: [
      `This Privacy Policy explains how ${brand} (“${brand}”, “we”, “us” or “our”) collects, uses, shares and protects personal information about the property owners, co-owners and representatives who use the ${brand} owner portal (the “Portal”), and the choices you have about it.`,
      'It applies to information we collect through the Portal and in the course of managing your property under your Management Agreement. It does not apply to guests who book stays at the properties we manage.',
    ],
    sections: [
      {
        id: 'information-we-collect',
        title: 'Information We Collect',
        blocks: [
          'We collect information that you give us, information that we create in managing your property, and information that is recorded automatically when you use the Portal.',
        ],
        subsections: [
          {
            id: 'account-information',
            title: 'Account information',
            blocks: [
              'Your name, e-mail address and password when your account is created. We store your password only in a salted, hashed form, never as readable text.',
            ],
          },
          {
            id: 'profile-information',
            title: 'Owner profile',
            blocks: [
              'The names, e-mail addresses, postal address, telephone numbers and photograph you add to your owner profile, and the contact details of any co-owner you tell us about. If you give us information about another person, please make sure they know about this Policy.',
            ],
          },
          {
            id: 'property-information',
            title: 'Property information',
            blocks: [
              'The address, description, features, amenities, access instructions, house rules, photographs and permits of your property; the dates you reserve or block in its calendar; and the cleaning, maintenance and inspection records we keep for it.',
            ],
          },
          {
            id: 'payout-and-tax-information',
            title: 'Payout and tax information',
            blocks: [
              'Your bank account and routing numbers, so that we can pay your payouts, and your taxpayer identification number (such as a Social Security number or Employer Identification Number), legal name and tax classification, so that we can file the information returns the law requires.',
            ],
          },
          {
            id: 'documents-and-communications',
            title: 'Documents and communications',
            blocks: [
              'The documents you upload to the Portal, such as permits, insurance certificates and contracts, and the messages you send us by e-mail, by telephone or through the help and chat widgets.',
            ],
          },
          {
            id: 'usage-information',
            title: 'Usage and device information',
            blocks: [
              'When you use the Portal, our systems record technical information such as your IP address, browser, device and operating system, the pages you view, the actions you take, and the dates and times of your visits.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-information',
        title: 'How We Use Your Information',
        blocks: [
          'We use personal information:',
          {
            items: [
              'to provide the Portal, to create and secure your account, and to let you view your properties, statements, reservations, documents and calendar;',
              'to perform our Management Agreement with you, including listing and renting your property, arranging its care, preparing your statements and paying your payouts;',
              'to meet our legal, tax and accounting obligations, including issuing information returns, remitting lodging taxes and responding to lawful requests;',
              'to communicate with you about your account, your property, reservations and statements, and about changes to our terms and services, and to answer your questions;',
              'to protect the security of the Portal, prevent fraud and misuse, and enforce our agreements; and',
              'to understand how the Portal is used, so that we can fix problems and improve it.',
            ],
          },
          'We do not sell your personal information, and we do not use it to make decisions about you by automated means alone that have legal or similarly significant effects.',
        ],
      },
      {
        id: 'how-we-share-information',
        title: 'How We Share Your Information',
        blocks: [
          'We share personal information only as described below. Our service providers may use it only to provide their services to us, under contracts that require them to protect it.',
          {
            items: [
              'Payment processors and banks receive your name and bank account details in order to send your payouts and to process any charges.',
              'Channel managers and booking platforms receive the information needed to list and rent your property, such as its address, description, photographs and permit numbers, and, where a platform requires it, your name as the property’s owner.',
              'Help and chat widget providers. The Portal loads a help widget and a chat widget from third-party providers so that you can find answers and talk to our team. When you are signed in, we send these providers your name and e-mail address so that our team knows who they are helping and can keep a history of your conversations. The providers also receive the messages you send through the widgets and technical information from your browser.',
              'Other service providers host our systems, store files, send e-mail, and provide cleaning, maintenance, inspection, accounting and tax services for your property, and receive the information they need for that work.',
              'Co-owners of your property can see its information, statements, reservations and documents in the Portal.',
              'Authorities and others receive information where the law requires it, for example tax authorities, licensing bodies and courts, or where disclosure is needed to protect the rights, property or safety of you, our guests, our staff or others.',
              'A buyer or successor may receive information if we are involved in a merger, acquisition or sale of all or part of our business, and will remain bound by this Policy for the information we transfer.',
            ],
          },
        ],
      },
      {
        id: 'browser-storage',
        title: 'Cookies and Browser Storage',
        blocks: [
          'The Portal uses your browser’s local storage to keep you signed in, to remember the property you last viewed and to save your report settings. These items are needed for the Portal to work. Signing out removes your session from the browser, and you can remove the rest by clearing your browser’s storage for the Portal.',
          'The help and chat widget providers may set their own cookies or use similar technologies, for example to keep a conversation open as you move between pages. We do not use advertising cookies in the Portal.',
        ],
      },
      {
        id: 'retention',
        title: 'How Long We Keep Information',
        blocks: [
          'We keep personal information for as long as your account is open and as long as we need it for the purposes described in this Policy. After your Management Agreement has ended and your account is closed, we keep:',
          {
            items: [
              'statements, payout and tax records for the periods that tax and accounting laws require;',
              'property records, documents and correspondence for as long as we may need them to answer questions, claims or disputes about our management of your property; and',
              'technical logs only for as long as we need them for security and troubleshooting.',
            ],
          },
          'When we no longer need information, we delete it or make it anonymous. Deleted information may remain in backups until they are overwritten in the normal course.',
        ],
      },
      {
        id: 'security',
        title: 'How We Protect Information',
        blocks: [
          'We use administrative, technical and physical safeguards designed to protect personal information, including encryption in transit, access controls that limit each owner to the information of their own properties, hashed passwords and limits on sign-in attempts. Only staff who need personal information for their work can access it.',
          'No method of transmission or storage is completely secure. Please use a strong password that you do not use elsewhere, keep it confidential, and tell us at once if you believe your account has been used without your permission.',
          'If we learn of a security breach that affects your personal information, we will notify you within 7 business days after we confirm the breach, by e-mail and in the Portal, unless a law enforcement agency asks us to delay. The notice will describe what happened, the information involved, what we are doing in response and the steps you can take to protect yourself. Where the law sets a shorter deadline, or requires us to notify an authority, we will meet that requirement too.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your Rights and Choices',
        blocks: [
          'You can review and update most of your account, profile, payout and tax information in the Portal at any time. Depending on where you live, you may also have the right to ask us to:',
          {
            items: [
              'confirm whether we process your personal information, and give you a copy of it;',
              'correct personal information that is inaccurate;',
              'delete your personal information, subject to the information we must keep to perform your Management Agreement or to meet our legal obligations;',
              'provide your personal information in a portable format; and',
              'stop any sale or sharing of your personal information for targeted advertising, although we do not sell or share it in that way.',
            ],
          },
          'To make a request, contact us as described in Section 11 (Contact Us). We will verify your identity before we act on a request and respond within the time the law allows. If we cannot meet a request in full, we will explain why. You may make a request through an authorized agent, and we will not treat you differently for exercising your rights.',
          'You can opt out of non-essential e-mails at any time with the link in the e-mail. We will still send you messages about your account, statements, payouts and property.',
        ],
      },
      {
        id: 'children',
        title: 'Children’s Privacy',
        blocks: [
          'The Portal is intended for property owners and is not for anyone under the age of 13. We do not knowingly collect personal information from children under 13. If you believe that a child under 13 has given us personal information, please contact us and we will delete it.',
        ],
      },
      {
        id: 'third-party-services',
        title: 'Third-Party Services',
        blocks: [
          'The Portal may link to, or load, services operated by others, such as booking platforms and the help and chat widgets. Their handling of your information is governed by their own privacy policies, which we encourage you to read.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to This Policy',
        blocks: [
          'We may update this Policy from time to time. We will post the updated Policy on this page with a new effective date and, if a change is material, tell you by e-mail or in the Portal before it takes effect.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact Us',
        blocks: [
          `If you have a question about this Policy or wish to exercise your rights, please contact our owner support team through the help or chat widget in the Portal, or write to ${brand}, Attention: Privacy, at the notice address set out in your Management Agreement. Please mark your message “Privacy Request”.`,
        ],
      },
    ],
  };
}
