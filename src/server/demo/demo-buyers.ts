/**
 * Decision 028: the demo site's buyer businesses, fictitious like every demo account (README "Demo
 * accounts"), and the words they review with. buyer01@demo.tawrid.sa… sign in with the demo password.
 */
export interface DemoBuyer {
  readonly email: string;
  /** 7020000001…: a demo range apart from the demo accounts' 70000000xx and the suppliers' 70100000xx. */
  readonly registrationNumber: string;
  readonly nationalId: string;
  readonly businessName: string;
  /** The managing person. */
  readonly name: string;
  /** English name of a city in saudi-cities.ts; the account stores its Arabic name. */
  readonly city: string;
}

const buyerSeeds: ReadonlyArray<Pick<DemoBuyer, 'businessName' | 'name' | 'city'>> = [
  { businessName: 'مؤسسة النخبة للمقاولات العامة', name: 'عبدالله محمد الدوسري', city: 'Riyadh' },
  { businessName: 'شركة مطاعم البيت الشامي', name: 'ريم سعد الغامدي', city: 'Jeddah' },
  { businessName: 'مستودعات الشرقية للتوزيع', name: 'فهد ناصر العتيبي', city: 'Dammam' },
  { businessName: 'مؤسسة ركن الضيافة للتموين', name: 'سلطان عبدالعزيز الحربي', city: 'Makkah' },
  { businessName: 'مصنع الرواد للبلاستيك', name: 'ماجد خالد الزهراني', city: 'Jubail' },
  { businessName: 'شركة واحة القصيم الزراعية', name: 'نايف صالح المطيري', city: 'Buraydah' },
  { businessName: 'مجمع عيادات السلامة الطبي', name: 'د. هيفاء عمر القحطاني', city: 'Al Khobar' },
  { businessName: 'مؤسسة طيبة للخدمات الفندقية', name: 'يوسف إبراهيم الجهني', city: 'Madinah' },
  { businessName: 'مخابز ومحلات حلويات السنبلة', name: 'منيرة عبدالرحمن الشهري', city: 'Abha' },
  { businessName: 'شركة المسار للنقل والخدمات اللوجستية', name: 'تركي فيصل الشمري', city: 'Hail' },
  { businessName: 'مدارس المعرفة الأهلية', name: 'أمل حمد السبيعي', city: 'Riyadh' },
  { businessName: 'مؤسسة البحر الأحمر للصيانة', name: 'بندر علي البلوي', city: 'Tabuk' },
  { businessName: 'سوبرماركت الخيرات', name: 'سعود مبارك الرشيدي', city: 'Al Ahsa' },
  { businessName: 'شركة الوادي للإنشاءات', name: 'خالد حسن العمري', city: 'Taif' },
  { businessName: 'مقهى ومحمصة جازان', name: 'علي أحمد المالكي', city: 'Jazan' },
  { businessName: 'مؤسسة الينبع للمعدات البحرية', name: 'مشعل راشد الحازمي', city: 'Yanbu' },
];

/** Numbered from 1: buyer01@demo.tawrid.sa, registration 7020000001, and so on. */
export const demoBuyers: readonly DemoBuyer[] = buyerSeeds.map((seed, index) => {
  const number = index + 1;
  return {
    ...seed,
    email: `buyer${String(number).padStart(2, '0')}@demo.tawrid.sa`,
    registrationNumber: String(7_020_000_000 + number),
    // Ten digits starting with 1, above the demo suppliers' (1003…–1005…): unique by construction.
    nationalId: `10${String(7_215_409 + number * 91_733).padStart(8, '0')}`,
  };
});

/** Review words by rating: a sentence opens, a detail may follow; English now and then. */
interface ReviewWords {
  readonly openings: readonly string[];
  readonly details: readonly string[];
  readonly english: readonly string[];
}

/** What buyers write about a product. */
export const productReviewWords: Readonly<Record<1 | 2 | 3 | 4 | 5, ReviewWords>> = {
  5: {
    openings: [
      'ممتاز ومطابق للوصف',
      'جودة عالية والله',
      'منتج ممتاز',
      'ما شاء الله جودة تفوق السعر',
      'أفضل من اللي كنا نشتريه قبل',
      'بصراحة منتج ممتاز',
      'ممتاز جدا',
      'كل شي تمام',
      'جودة ممتازة وثابتة',
      'رائع',
      'الحمدلله وصل سليم',
      'منتج موثوق',
    ],
    details: [
      'وصلت الكمية كاملة والتغليف ممتاز.',
      'نطلبه كل شهر لمستودعنا.',
      'والسعر مناسب للجملة.',
      'العمال مرتاحين منه.',
      'التوصيل كان أسرع من المتوقع.',
      'مطابق للمواصفات المكتوبة بالضبط.',
      'بنعيد الطلب إن شاء الله.',
      'أنصح فيه للمشاريع.',
      'الكرتون مرتب وكل قطعة مغلفة.',
      'الفرق واضح عن المنتجات التجارية.',
    ],
    english: [
      'Excellent quality, exactly as described.',
      'Great value for bulk orders. Will reorder.',
      'Arrived well packed and on time.',
      'Consistent quality across the whole batch.',
    ],
  },
  4: {
    openings: [
      'جيد جدا',
      'منتج جيد',
      'الجودة حلوة',
      'ممتاز بشكل عام',
      'مناسب للاستخدام اليومي',
      'جيد والسعر معقول',
      'كويس',
      'مرضي',
    ],
    details: [
      'بس التوصيل تأخر يوم.',
      'لكن التغليف يحتاج تحسين شوي.',
      'وكان ودنا يكون فيه مقاسات أكثر.',
      'بعض الكراتين وصلت مضغوطة بس المنتج سليم.',
      'يستاهل سعره.',
      'نفس العينة اللي شفناها.',
      'والتعامل راقي.',
      'نتمنى يكون فيه خصم على الكميات الكبيرة.',
    ],
    english: ['Good product, delivery took a bit longer than expected.', 'Solid quality for the price.'],
  },
  3: {
    openings: ['متوسط', 'عادي', 'مقبول', 'لا بأس'],
    details: [
      'الجودة أقل من الطلبية السابقة.',
      'مو نفس الصورة تماما.',
      'يؤدي الغرض بس فيه أفضل منه.',
      'السعر مرتفع شوي مقارنة بالسوق.',
      'جزء من الكمية فيه عيوب بسيطة.',
    ],
    english: ['Average. Does the job, nothing special.'],
  },
  2: {
    openings: ['للأسف ما كان زي المتوقع', 'غير راضي', 'ضعيف'],
    details: ['عدد من القطع وصلت مكسورة.', 'المقاس غير مطابق للمكتوب.', 'الجودة ما تناسب الاستخدام التجاري.'],
    english: ['Not as described, several pieces were damaged.'],
  },
  1: {
    openings: ['سيء', 'ما أنصح فيه'],
    details: ['المنتج مختلف تماما عن الوصف.', 'وصل تالف ولم يتم التعويض.'],
    english: ['Poor quality, not suitable for our use.'],
  },
};

/** What buyers write about the supplier (the company) after an order. */
export const supplierReviewWords: Readonly<Record<1 | 2 | 3 | 4 | 5, ReviewWords>> = {
  5: {
    openings: [
      'تعامل راقي',
      'مورد ممتاز',
      'شكرا لكم',
      'سرعة في الرد والتوصيل',
      'من أفضل الموردين اللي تعاملنا معهم',
      'مورد موثوق',
      'خدمة ممتازة',
    ],
    details: [
      'والتزام بالموعد.',
      'ردوا علينا بنفس اليوم.',
      'وأرسلوا الفاتورة الضريبية مباشرة.',
      'الله يعطيهم العافية.',
      'وتعاملهم مرن في الكميات.',
      'ننصح بالتعامل معهم.',
    ],
    english: ['Reliable supplier, quick response.', 'Professional service, on-time delivery.'],
  },
  4: {
    openings: ['تعامل جيد', 'مورد جيد', 'خدمة طيبة'],
    details: [
      'بس الرد على المحادثة يتأخر أحيانا.',
      'والتوصيل في الموعد تقريبا.',
      'ونتمنى يوفرون الشحن المجاني.',
    ],
    english: ['Good supplier, communication could be faster.'],
  },
  3: {
    openings: ['متوسط', 'عادي'],
    details: ['التوصيل تأخر أكثر من مرة.', 'يحتاجون يحسنون التواصل.'],
    english: ['Okay overall, delivery was late.'],
  },
  2: {
    openings: ['غير راضي عن الخدمة'],
    details: ['ما ردوا على استفسارنا إلا بعد أيام.'],
    english: ['Slow to respond.'],
  },
  1: {
    openings: ['تجربة سيئة'],
    details: ['تأخير كبير بدون أي تواصل.'],
    english: ['Very late delivery, no updates.'],
  },
};
