import { LEGAL_EFFECTIVE_DATE, type LegalDocument, type LegalSection } from './legal-document';

export const MANAGEMENT_TERMS_TITLE = 'Management Agreement Terms';

/**
 * The 24 sections of the management agreement terms (spec sections 2 and 9). Cross-references are written
 * as "Section N (Title)" and a test holds each one to the section it names, so reordering cannot leave a
 * reference pointing at the wrong clause.
 */
export function buildManagementTermsSections(brand: string): LegalSection[] {
  return [
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        'In this Agreement, the following words have the meanings given below. Other capitalized words are defined where they first appear.',
        {
          items: [
            '“Agreement” means these Terms together with the Property Schedule, each as amended from time to time in accordance with Section 24 (General Provisions).',
            `“Manager” means ${brand} and its successors and permitted assigns.`,
            '“Owner” means each person or entity named as owner in the Property Schedule. Where there is more than one, each is jointly and severally responsible under this Agreement, and Manager may rely on instructions given by any of them.',
            '“Property” means the residence described in the Property Schedule, together with its furnishings, fixtures, equipment and any parking, storage or outdoor areas that come with it.',
            '“Guest” means any person who occupies the Property under a reservation made through Manager, including that person’s invitees.',
            '“Gross Rental Revenue” means the nightly rent received from Guests for stays at the Property. It does not include refundable security deposits, taxes collected from Guests, or fees charged to Guests for cleaning or other pass-through services.',
            '“Occupancy” for a month means the number of nights booked by Guests divided by the number of nights in that month that were available to rent, namely the days in the month less the nights blocked for maintenance and the nights reserved for Owner use, expressed as a percentage.',
            '“Owner Portal” means the website through which Manager makes statements, documents, reservations and calendar tools available to Owner.',
            '“Term” means the Initial Term stated in the Property Schedule and each renewal term under Section 3 (Term and Renewal).',
            '“Month” means a calendar month, and “days” means calendar days unless business days are specified.',
          ],
        },
      ],
    },
    {
      id: 'appointment',
      title: 'Appointment of Manager',
      blocks: [
        'Owner appoints Manager as the exclusive manager of the Property for short-term rental during the Term, and Manager accepts the appointment. While this Agreement is in effect, Owner will not rent the Property, or list it on any booking platform, except through Manager.',
        'Manager acts as Owner’s agent for the limited purposes described in this Agreement, including to advertise the Property, accept reservations, collect rent and fees from Guests, and engage vendors to service the Property. Manager is an independent contractor, and nothing in this Agreement creates a partnership, joint venture or employment relationship between the parties.',
        'Owner represents that Owner holds title to the Property or otherwise has the legal right to enter into this Agreement, and that renting the Property for short stays does not breach any mortgage, lease, homeowners’ association rule or covenant that binds Owner or the Property.',
      ],
    },
    {
      id: 'term',
      title: 'Term and Renewal',
      blocks: [
        'This Agreement begins on the Commencement Date stated in the Property Schedule and continues for the Initial Term stated there.',
        'At the end of the Initial Term, and at the end of each renewal term, this Agreement renews automatically for a further term of the same length unless it is ended under Section 18 (Termination). A notice of termination that takes effect on the last day of a Term ends this Agreement without an early termination fee.',
      ],
    },
    {
      id: 'services',
      title: 'Manager’s Services',
      blocks: [
        'During the Term, Manager will use commercially reasonable efforts to rent the Property to Guests and to operate it as a well-kept short-term rental. Manager’s services include:',
        {
          items: [
            'preparing the listing, including photography and a written description, and publishing it on Manager’s own website and on the third-party booking platforms Manager selects;',
            'setting nightly rates, minimum stays and other booking conditions under Section 5 (Rates and Reservations);',
            'screening Guests, answering inquiries, handling reservations and supporting Guests before and during each stay;',
            'arranging check-in, turnover cleaning, linen service and inspections;',
            'coordinating routine maintenance and repairs under Section 13 (Repairs and Maintenance);',
            'collecting rent, fees and taxes from Guests and remitting the taxes that Manager is required by law to collect; and',
            'keeping records of the Property’s income and expenses and making them available to Owner through the Owner Portal.',
          ],
        },
        'Manager may engage employees, contractors and vendors to perform any of these services, and remains responsible to Owner for the services it has agreed to provide.',
      ],
    },
    {
      id: 'rates-and-reservations',
      title: 'Rates and Reservations',
      blocks: [
        'Manager sets nightly rates, seasonal pricing, minimum stays, cancellation policies and Guest fees using its market knowledge and pricing tools, with the aim of maximizing Gross Rental Revenue over the year rather than occupancy on any single night. Owner may ask Manager to review a rate or booking condition at any time, and Manager will consider the request in good faith.',
        'Manager may accept or decline any reservation request, require a security deposit or damage protection from Guests, and set house rules, including rules on the number of occupants, pets, parking, noise and smoking.',
        'Reservations confirmed by Manager bind Owner. Owner will honor every confirmed reservation, including a reservation for dates after this Agreement ends, unless it is transferred, relocated or canceled under Section 19 (Transfer Assistance).',
      ],
    },
    {
      id: 'owner-responsibilities',
      title: 'Owner’s Responsibilities',
      blocks: [
        'Owner will keep the Property safe and in good repair, in compliance with all applicable building, fire, health and safety codes, and furnished and equipped to the standard described in its listing. This includes working smoke and carbon monoxide detectors, fire extinguishers and safe means of access.',
        'Owner will pay when due all mortgage payments, property taxes, homeowners’ association dues, utilities, internet service and other charges for the Property that this Agreement does not make Manager’s responsibility, and will keep utilities and internet service active throughout the Term.',
        'Owner will give Manager the keys, codes and access devices needed to service the Property; tell Manager promptly about any defect, hazard, restriction or change that affects the Property or its rental; and keep Owner’s contact, payout and tax details up to date in the Owner Portal.',
      ],
    },
    {
      id: 'collection-of-revenue',
      title: 'Collection of Revenue',
      blocks: [
        'Manager collects all Gross Rental Revenue, Guest fees, security deposits and taxes for reservations at the Property, either directly or through the booking platform on which the reservation was made. Payments made through a booking platform are received by Manager when the platform releases them, net of the platform’s own fees.',
        'Manager holds funds received on Owner’s behalf in a trust or client account kept separate from Manager’s operating funds, as applicable law requires, and does not pay Owner interest on them. Security deposits are held until the Property has been inspected after the Guest’s stay, and are then refunded or applied to damage as Manager’s Guest policies allow.',
        'Where a Guest is entitled to a refund, for example because of a cancellation under the applicable cancellation policy or because the Property was not available as booked, Manager may make the refund from funds held for Owner.',
      ],
    },
    {
      id: 'statements',
      title: 'Monthly Statements',
      blocks: [
        'Manager will issue a statement for each month within 15 days after the end of that month. Each statement will show, for the Property and the month, the reservations and nights booked, the Gross Rental Revenue, the management fee, the stocking fee, cleaning, repair and other charges, any reserve or adjustment, and the net amount due to or from Owner.',
        'Statements are published in the Owner Portal, and Manager will notify Owner by e-mail when a new statement is available. Owner should review each statement promptly and tell Manager about any question or suspected error; Manager will look into it and correct any error it finds on the next statement.',
        'On reasonable notice, and during normal business hours, Owner may inspect Manager’s records relating to the Property at Owner’s own expense.',
      ],
    },
    {
      id: 'payouts',
      title: 'Owner Payouts',
      blocks: [
        'Manager will pay Owner the net amount shown on each monthly statement within 15 days of the date of that statement, by electronic transfer to the bank account that Owner has provided in the Owner Portal.',
        'If the charges for a month exceed the revenue for that month, the statement will show a balance due from Owner. Manager may deduct that balance from later payouts or, if no payout is expected in the following month, ask Owner to pay it within 15 days of the statement.',
        'Manager may hold back from a payout a reasonable reserve for amounts it expects to pay on Owner’s behalf, such as a Guest refund that is in dispute or an approved repair that has not yet been invoiced. Any reserve will be shown on the statement and released when the amount is settled.',
        'Payouts depend on Owner having provided complete and accurate bank and tax details. Manager is not responsible for delays caused by missing or incorrect details, and may withhold amounts where the law requires, for example for tax withholding or under a court order.',
      ],
    },
    {
      id: 'fees',
      title: 'Management Fee and Other Charges',
      blocks: [
        'In return for its services, Manager earns the management fee stated in the Property Schedule, calculated as a percentage of the Gross Rental Revenue for the nights stayed in each month.',
        'Manager may also charge the stocking fee under Section 11 (Stocking Fee), the cleaning charges under Section 12 (Cleaning), the repair costs under Section 13 (Repairs and Maintenance), and any other charge that the Property Schedule describes or that Owner approves in writing. Manager does not charge Owner for use of the Owner Portal.',
        'Service fees, booking fees and damage protection fees that Guests or booking platforms pay for Guest services are not part of Gross Rental Revenue and are retained by Manager or the platform that charges them.',
        'The management fee may be changed only by a written amendment accepted by both parties under Section 24 (General Provisions).',
      ],
    },
    {
      id: 'stocking',
      title: 'Stocking Fee',
      blocks: [
        'Manager keeps the Property supplied with the consumable items Guests expect, such as toilet paper, paper towels, soap, shampoo, dishwasher and laundry detergent, trash bags, coffee and basic cooking supplies. To cover their cost, Manager charges the monthly stocking fee stated in the Property Schedule.',
        'Manager may change the stocking fee by giving Owner at least 30 days’ notice in writing, which may be given by e-mail or through the Owner Portal. The new fee applies from the first month that begins after the notice period ends.',
        'No stocking fee is charged for a month in which the Property’s Occupancy is under 25%.',
      ],
    },
    {
      id: 'cleaning',
      title: 'Cleaning',
      blocks: [
        'After each Guest stay, Manager arranges a turnover cleaning, linen change and inspection so that the Property is ready for the next arrival. Turnover cleanings are paid for from the cleaning fees charged to Guests.',
        'After each Owner stay, Manager arranges a departure cleaning and charges Owner the Property’s standard cleaning fee.',
        'Manager may also arrange a deep cleaning of the Property, covering areas that turnover cleanings do not, such as the inside of appliances and cabinets, windows, upholstery, carpets and outdoor furniture. Deep cleanings are charged to Owner at the rate stated in the Property Schedule, may be carried out at most twice per calendar year, and will be scheduled on dates that avoid confirmed reservations.',
      ],
    },
    {
      id: 'repairs',
      title: 'Repairs and Maintenance',
      blocks: [
        'Manager will arrange the routine maintenance and minor repairs needed to keep the Property in rentable condition, using qualified vendors that are licensed where the law requires, and will charge the cost to Owner at the vendor’s invoiced price.',
        'Manager will obtain Owner’s approval before making any single repair or purchase that costs more than $200. When asking, Manager will describe the problem and provide an estimate or quote. Owner may give or refuse approval by e-mail, by telephone or through the Owner Portal.',
        'Prior approval is not needed where, in Manager’s reasonable judgment, immediate action is required to protect the health or safety of any person, to prevent damage to the Property, to comply with the law, or to keep the Property habitable for a Guest who is staying there, for example after a failure of heating or cooling, a water leak or a broken lock. In an emergency, Manager will limit the work to what is reasonably necessary and tell Owner about it as soon as practicable.',
        'Major repairs, replacements and improvements, such as roofing, structural work, the replacement of appliances or renovation, remain Owner’s responsibility. Manager will help to coordinate them at Owner’s request.',
        'If a Guest damages the Property, Manager will seek to recover the cost from the Guest’s security deposit, the booking platform’s damage program or the Guest directly, and will credit any recovery to Owner.',
      ],
    },
    {
      id: 'insurance',
      title: 'Insurance',
      blocks: [
        'Throughout the Term, and at Owner’s own expense, Owner will maintain (a) property insurance covering the Property and its contents for their full replacement value, on a policy that permits short-term rental use, and (b) liability insurance, including umbrella liability coverage of not less than $1,000,000.',
        'Owner will have Manager named as an additional insured on Owner’s liability policies, give Manager a certificate of insurance when this Agreement begins and at each renewal of a policy, and tell Manager promptly if a policy is canceled, not renewed or materially reduced.',
        'Manager maintains its own general liability and workers’ compensation insurance for its operations. Manager’s insurance does not cover the Property, Owner’s belongings or Owner’s liability, and booking platforms’ host protection programs are not a substitute for Owner’s own coverage.',
      ],
    },
    {
      id: 'taxes-and-permits',
      title: 'Taxes, Licenses and Permits',
      blocks: [
        'Owner is responsible for obtaining and renewing any short-term rental license, permit or registration that the Property needs, and for complying with its conditions. Manager will help Owner identify the permits that apply and will keep copies in the documents area of the Owner Portal.',
        'Manager collects from Guests, and files and pays, the occupancy, lodging and sales taxes on rent that the law requires the operator or booking agent to remit, except where a booking platform collects and remits them itself.',
        'Owner is responsible for Owner’s own income taxes. Owner will provide a valid taxpayer identification number and any tax form that Manager reasonably requests, and Manager will issue the annual information returns that the law requires.',
      ],
    },
    {
      id: 'sale',
      title: 'Sale of the Property',
      blocks: [
        'Owner will give Manager at least 60 days’ written notice before putting the Property up for sale, whether by listing it with a broker, advertising it or offering it privately.',
        'While the Property is for sale, Manager will continue to rent it and will cooperate with showings and inspections arranged on reasonable notice. Manager will not disturb Guests in residence, and will not cancel confirmed reservations to make the Property available.',
        'Owner will tell prospective buyers about confirmed reservations for dates after closing, and will either arrange for the buyer to honor them or pay the cost of relocating or refunding the affected Guests. A sale does not by itself end this Agreement; Owner may end it under Section 18 (Termination).',
      ],
    },
    {
      id: 'owner-use',
      title: 'Owner Use and Blocking',
      blocks: [
        'Owner may reserve the Property for Owner’s personal use, or for family and friends staying free of charge, and may block dates for maintenance, by making the reservation or block in the Owner Portal calendar or by asking Manager. Owner reservations and blocks are available only for dates that no Guest has reserved.',
        'Owner stays follow the same arrival and departure times as Guest stays, with departure by 10:00 a.m. so that the Property can be cleaned before the next arrival. Nights reserved for Owner use earn no revenue, and each Owner stay is followed by a departure cleaning under Section 12 (Cleaning).',
        'Blocking the Property for 30 days or more, whether by one reservation or block or by several in a row, needs Manager’s prior written consent, which Manager will not unreasonably withhold. Long blocks take the Property out of booking platforms’ search results and can lower its ranking, and with it future revenue.',
        'Owner will not cancel or move a Guest reservation to make room for an Owner stay. If Owner asks Manager to do so and Manager agrees, Owner will bear the resulting refunds, relocation costs and platform penalties.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        'Owner may end this Agreement for any reason by giving Manager at least 60 days’ written notice. The notice must state the date on which termination takes effect, which may not be earlier than 60 days after Manager receives the notice.',
        'If termination takes effect before the end of the current Term, Owner will pay Manager an early termination fee of $250 for each month remaining in the Term after the termination date, with a partial month counted as a full month. For example, if the Term ends on December 31 and termination takes effect on September 15, three and a half months remain, which count as four, and the fee is $1,000. The fee is a reasonable estimate of Manager’s unrecovered costs of onboarding, listing and marketing the Property and is not a penalty. Manager may deduct it from the final payout.',
        'No early termination fee is payable if termination takes effect on the last day of the Term, if Owner ends this Agreement because Manager has materially breached it and has not cured the breach within a reasonable time after Owner’s written notice describing it, or if Manager ends this Agreement under the next paragraph.',
        'Manager may end this Agreement by giving Owner at least 60 days’ written notice. Manager may also end it at once by written notice if the Property becomes unsafe or unlawful to rent, if Owner materially breaches this Agreement and does not cure the breach within a reasonable time after Manager’s written notice describing it, or if Owner’s conduct toward Guests, vendors or Manager’s staff is abusive or unlawful.',
        'When this Agreement ends, Manager will issue a final statement and payout under Section 8 (Monthly Statements) and Section 9 (Owner Payouts), and each party will pay the other any amount still owed. Provisions that by their nature should continue after this Agreement ends, including those on payment, transfer assistance, indemnification, limitation of liability, disputes and arbitration, will continue.',
      ],
    },
    {
      id: 'transfer-assistance',
      title: 'Transfer Assistance',
      blocks: [
        'For 30 days after termination, Manager will give Owner reasonable help to move the operation of the Property to Owner or to a new manager, including:',
        {
          items: [
            'a list of confirmed reservations for dates after termination, with the amounts paid, the applicable cancellation terms and the Guest contact details that Manager may lawfully share;',
            'transferring those reservations or, where a booking platform does not allow a transfer, honoring them or canceling and refunding them, as agreed with Owner;',
            'returning keys, access devices, codes and any property of Owner in Manager’s possession;',
            'copies of the Property’s documents, permits, warranties and maintenance history held in the Owner Portal; and',
            'answering reasonable questions from Owner or the new manager.',
          ],
        },
        'Owner’s access to the Owner Portal continues during this 30-day period so that Owner can download statements and documents.',
        'Listing text, photographs taken by Manager, reviews and booking platform accounts created by Manager remain Manager’s property, because they are tied to Manager’s accounts and brand. Owner may not use them without Manager’s written permission.',
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        'Owner will defend, indemnify and hold harmless Manager and its officers, employees and contractors against all claims, losses, damages, fines and reasonable legal fees arising out of the condition of the Property, any defect Owner knew of and did not disclose to Manager, Owner’s breach of this Agreement, or the acts or omissions of Owner or Owner’s own guests, except to the extent caused by Manager’s negligence or willful misconduct.',
        'Manager will defend, indemnify and hold harmless Owner against all claims, losses, damages and reasonable legal fees arising out of the negligence or willful misconduct of Manager or its employees and contractors, or Manager’s breach of this Agreement.',
        'A party seeking to be indemnified will notify the other party promptly, allow it to control the defense with counsel reasonably acceptable to the indemnified party, and cooperate in the defense at the other party’s expense.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        'Manager does not guarantee any level of occupancy, revenue or income. Any projection Manager gives is an estimate only.',
        'Neither party is liable to the other for lost profits or for indirect, incidental, special or consequential damages arising out of this Agreement, except for amounts owed under Section 20 (Indemnification) for claims by third parties and for damages caused by fraud or willful misconduct.',
        'Except in the case of fraud or willful misconduct, Manager’s total liability to Owner arising out of this Agreement will not exceed the management fees Manager earned from the Property in the twelve months before the event giving rise to the liability.',
        'Manager is not responsible for losses caused by Guests beyond Manager’s duties under this Agreement, by booking platforms, or by events beyond Manager’s reasonable control, such as natural disasters, epidemics, utility failures or government orders.',
      ],
    },
    {
      id: 'disputes',
      title: 'Disputes',
      blocks: [
        'If a disagreement arises out of or relates to this Agreement, either party may give the other written notice describing it. Within 30 days after that notice, representatives of the parties with authority to settle the matter will meet, in person or by video conference, and try in good faith to resolve it.',
        'Neither party may begin arbitration until that 30-day dispute meeting period has ended, except to seek urgent interim relief to prevent irreparable harm, or to preserve a claim that would otherwise be barred by the time limit in Section 23 (Arbitration).',
        'Statements made in the course of these discussions are confidential and may not be used as evidence in any later proceeding, except as the law otherwise permits.',
      ],
    },
    {
      id: 'arbitration',
      title: 'Arbitration',
      blocks: [
        'Any dispute that is not resolved under Section 22 (Disputes) will be decided by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a single arbitrator. The arbitration will take place in the county where the Property is located, unless the parties agree on another place or on a hearing by video conference. The arbitrator may award any remedy that a court could award, and judgment on the award may be entered in any court with jurisdiction.',
        'A demand for arbitration must be made within two years after the claim arose. A claim for which no demand is made within two years is permanently barred.',
        'Each party bears its own legal fees and shares the arbitrator’s fees and administrative costs equally, unless the arbitrator decides otherwise as the applicable rules or the law permit.',
        'Disputes will be arbitrated only on an individual basis. Neither party may bring a claim as a plaintiff or class member in any class, collective or representative proceeding. Either party may instead bring an individual claim in small claims court if the claim qualifies.',
      ],
    },
    {
      id: 'general',
      title: 'General Provisions',
      blocks: ['The following provisions apply to this Agreement as a whole.'],
      subsections: [
        {
          id: 'notices',
          title: 'Notices',
          blocks: [
            'Notices under this Agreement must be in writing and are given when delivered by hand, by courier, or by e-mail to the address the receiving party has most recently provided. Manager may also give routine notices, such as statement notifications and notices of a change to the stocking fee, through the Owner Portal.',
          ],
        },
        {
          id: 'governing-law',
          title: 'Governing law',
          blocks: [
            'This Agreement is governed by the laws of the state in which the Property is located, without regard to its conflict of laws rules.',
          ],
        },
        {
          id: 'amendments',
          title: 'Amendments',
          blocks: [
            'Except where this Agreement allows a change by notice, as with the stocking fee under Section 11 (Stocking Fee), this Agreement may be amended only in writing signed or electronically accepted by both parties.',
          ],
        },
        {
          id: 'assignment',
          title: 'Assignment',
          blocks: [
            'Owner may not assign this Agreement without Manager’s written consent. Manager may assign it to an affiliate or to a successor to its business by written notice to Owner.',
          ],
        },
        {
          id: 'entire-agreement',
          title: 'Entire agreement',
          blocks: [
            'This Agreement is the entire agreement between the parties about the management of the Property and replaces any earlier agreement or understanding about it. If any provision is held unenforceable, the rest of this Agreement remains in effect and that provision will be enforced to the greatest extent permitted. A failure to enforce a provision is not a waiver of it.',
          ],
        },
      ],
    },
  ];
}

export function buildManagementTerms(brand: string): LegalDocument {
  return {
    title: MANAGEMENT_TERMS_TITLE,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro: [
      `These Management Agreement Terms (the “Terms”) form part of every Management Agreement between ${brand} (“Manager”) and the owner of a property that ${brand} manages for short-term rental (“Owner”). The Management Agreement consists of these Terms and the Property Schedule signed by Owner, which identifies the Property and states the Commencement Date, the Initial Term, the management fee and the other amounts that apply to it. If the Property Schedule conflicts with these Terms, the Property Schedule controls for that Property.`,
      'Please read these Terms carefully. Section 22 (Disputes) and Section 23 (Arbitration) govern how disagreements between Owner and Manager are resolved, and limit the time within which a claim may be brought.',
    ],
    sections: buildManagementTermsSections(brand),
  };
}
