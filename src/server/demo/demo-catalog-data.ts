import type {
  ProductFields,
  ServiceFields,
  serviceAvailabilities,
} from '../../contract/catalog/catalog.schemas.js';
import { byScript } from '../../contract/text/two-languages.js';

/*
 * The demo site's catalog: fictitious suppliers with their products and services (spec §1: the demo
 * banner says suppliers, products and services are fictitious). Any resemblance to a real business
 * is accidental. Money is in halalas (1 SAR = 100). Categories are named by subcategory slug
 * (category-taxonomy.ts); the seeder resolves their ids.
 *
 * Every subcategory has at least one published listing so that no category page of the demo is
 * empty. The service side has 63 subcategories and Basic suppliers may list 3 services each, hence
 * 28 suppliers: product traders also offer the services close to their trade, and service firms
 * (agencies, offices, carriers) carry the rest.
 */

export type ServiceAvailability = (typeof serviceAvailabilities)[number];

export interface ListingOptions {
  /** Left as a draft (unpublished). */
  readonly isDraft?: boolean;
  /** Number of drawn images; 1 unless stated. */
  readonly imageCount?: 1 | 2;
}

export interface ProductOptions extends ListingOptions {
  /** Units in stock; 0 shows the product as out of stock. Generated when absent. */
  readonly stock?: number;
  /** Minimum and maximum order in cases (max null: unlimited). Generated when absent. */
  readonly minCases?: number;
  readonly maxCases?: number | null;
  /** Group purchasing: minimum group quantity in cases, deadline in days, discount in percent. */
  readonly group?: readonly [minCases: number, deadlineDays: number, discountPercent: number];
}

/** [subcategory slug, name, description, price per unit (halalas), case quantity, options] */
export type ProductSeed = readonly [string, string, string, number, number, ProductOptions?];

/** [subcategory slug, name, description, price (halalas), availability, is the price negotiable, options] */
export type ServiceSeed = readonly [
  string,
  string,
  string,
  number,
  ServiceAvailability,
  boolean,
  ListingOptions?,
];

export interface DemoSupplierSeed {
  readonly businessName: string;
  /** The managing person. */
  readonly name: string;
  /** English name of a city in saudi-cities.ts; the account stores its Arabic name. */
  readonly city: string;
  /** Arabic, then one English sentence: the store has one bio field. */
  readonly bio: string;
  /** Per order, in halalas. */
  readonly deliveryFee: number;
  /** Set for the one store that is temporarily closed. */
  readonly closingMessage?: string;
  /**
   * False for the two small businesses not registered for VAT (below the mandatory threshold): no VAT
   * number, so they charge no VAT and issue plain invoices (decision 018). Every other one is registered.
   */
  readonly isVatRegistered?: false;
  readonly products: readonly ProductSeed[];
  readonly services: readonly ServiceSeed[];
}

const supplierSeeds: readonly DemoSupplierSeed[] = [
  // 01
  {
    businessName: 'شركة الخليج للتغليف Gulf Packaging Co.',
    name: 'خالد إبراهيم الشمري',
    city: 'Dammam',
    bio: 'نورّد الكراتين وأفلام التغليف والعبوات البلاستيكية للمصانع ومتاجر التجارة الإلكترونية في المنطقة الشرقية منذ 2009. Cartons, stretch film and food packaging delivered across the Eastern Province.',
    deliveryFee: 4500,
    products: [
      [
        'packaging-cartons-boxes',
        'كرتون شحن مضلع 3 طبقات 40×30×30 سم',
        'كرتون بني ثلاثي الطبقات لشحن الطلبات والتخزين، يتحمل حتى 20 كجم. يورَّد مسطحاً في حزم من 25 حبة.',
        350,
        25,
        { group: [40, 14, 10], imageCount: 2 },
      ],
      [
        'packaging-cartons-boxes',
        'Mailer Boxes White 25×18×8 cm (Pack of 50)',
        'Die-cut white mailer boxes for e-commerce orders, tuck-front closure; logo printing on request.',
        8900,
        1,
      ],
      [
        'packaging-plastic-containers',
        'قوارير PET شفافة 500 مل مع غطاء',
        'قوارير بلاستيك PET صالحة للأغذية مع أغطية محكمة، مناسبة للعصائر والمياه والزيوت.',
        65,
        200,
        { group: [50, 21, 8] },
      ],
      [
        'packaging-plastic-containers',
        'جالون بلاستيك HDPE سعة 20 لتر',
        'جالون أبيض مقاوم للمواد الكيميائية مع غطاء محكم، للمنظفات والزيوت الصناعية.',
        1450,
        10,
      ],
      [
        'packaging-food-packaging',
        'علب ألمنيوم للطعام مع غطاء – كرتون 500 حبة',
        'علب ألمنيوم بأغطية كرتونية للمطاعم والمطابخ المركزية، تتحمل الفرن والتجميد.',
        18500,
        1,
      ],
      [
        'packaging-food-packaging',
        'Kraft Paper Bags with Handle (250 pcs)',
        'Brown kraft carry bags for restaurants and bakeries, 26×12×30 cm, food-safe paper.',
        14500,
        1,
      ],
      [
        'packaging-labels-stickers',
        'ملصقات حرارية 100×150 مم لبوالص الشحن',
        'رول 500 ملصق حراري مباشر لبوالص الشحن، متوافق مع أغلب طابعات الملصقات الحرارية.',
        2900,
        12,
      ],
      [
        'packaging-pallets-film',
        'Stretch Film 50 cm × 23 micron',
        'Cast stretch film in 300 m rolls for wrapping pallets by hand or machine.',
        3200,
        6,
      ],
      [
        'raw-paper-pulp',
        'ورق كرافت بني رول 120 جم',
        'رول ورق كرافت بعرض 100 سم ووزن 120 جم/م² للتغليف والحشو وصناعة الأكياس.',
        26000,
        1,
      ],
      [
        'raw-paper-pulp',
        'A4 Copy Paper 80 gsm (Carton of 5 Reams)',
        'Bright white 80 gsm office paper, 500 sheets a ream, five reams a carton.',
        11500,
        1,
        { stock: 0 },
      ],
    ],
    services: [
      [
        'mfg-packing-filling',
        'تعبئة وتغليف المنتجات حسب الطلب',
        'نعبئ منتجاتك الجافة والسائلة في عبوات جاهزة مع التغليف الخارجي والملصقات، بطاقة تصل إلى 20 ألف عبوة يومياً.',
        150000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-label-printing',
        'طباعة ملصقات المنتجات بالألوان',
        'طباعة فلكسو ورقمية للملصقات على رولات، ورق أو بلاستيك شفاف، مع قص حسب الشكل.',
        90000,
        'WEEKDAYS',
        true,
      ],
      [
        'design-packaging',
        'Packaging Design for Private Brands',
        'Dielines, artwork and print-ready files for cartons and labels; two rounds of revisions included.',
        350000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 02
  {
    businessName: 'معارض الديار للأثاث',
    name: 'Turki Al-Subaie',
    city: 'Riyadh',
    bio: 'أثاث منزلي ومكتبي وجلسات خارجية من معارضنا في الرياض، مع التوصيل والتركيب وتجهيز المكاتب بالكامل. Home, office and outdoor furniture with delivery and installation in Riyadh.',
    deliveryFee: 9500,
    products: [
      [
        'home-furniture',
        'كنب زاوية 7 مقاعد قماش كتان',
        'كنب زاوية بإطار من خشب الزان وإسفنج عالي الكثافة، التسليم والتركيب داخل الرياض.',
        489000,
        1,
        { imageCount: 2 },
      ],
      [
        'home-furniture',
        'Upholstered King Bed 180×200 cm',
        'Upholstered bed with a storage base and padded headboard, grey velvet.',
        215000,
        1,
      ],
      [
        'home-office-furniture',
        'كرسي مكتب شبك بمسند رأس',
        'كرسي مريح بدعم قطني قابل للتعديل ومساند ذراعين متحركة، ضمان سنتين.',
        39900,
        1,
        { group: [20, 14, 12] },
      ],
      [
        'home-office-furniture',
        'Workstation Desk 140×70 cm',
        'Melamine desk with steel legs and a cable tray, in oak or white.',
        65000,
        1,
      ],
      [
        'home-office-furniture',
        'طاولة اجتماعات لعشرة أشخاص',
        'طاولة اجتماعات 300×120 سم بسطح من قشرة الجوز ومنافذ كهرباء وشبكة مدمجة.',
        380000,
        1,
      ],
      [
        'home-outdoor-furniture',
        'جلسة خارجية راتان 5 قطع',
        'طقم راتان صناعي مقاوم للشمس مع طاولة زجاج ومراتب قابلة للغسيل.',
        275000,
        1,
      ],
      [
        'home-outdoor-furniture',
        'Garden Umbrella 3 m with Base',
        'Aluminium offset umbrella with a UV-resistant canopy and crank handle.',
        89000,
        1,
        { stock: 0 },
      ],
      [
        'home-carpets-rugs',
        'سجاد مجالس بنقوش عربية 3×4 م',
        'سجاد بنقوش تراثية وخيوط بولي بروبلين كثيفة، سهل التنظيف.',
        68000,
        1,
      ],
      [
        'home-carpets-rugs',
        'موكيت مكاتب بلاطات 50×50 سم',
        'بلاطات موكيت بظهر بيتومين تُركّب دون لاصق دائم، الكرتون 20 بلاطة تغطي 5 م².',
        3200,
        20,
      ],
      [
        'home-textiles',
        'Blackout Curtains 140×260 cm (2 Panels)',
        'Thermal blackout curtains with eyelets, in six colours.',
        24500,
        1,
      ],
    ],
    services: [
      [
        'design-interior',
        'تصميم داخلي للمكاتب والمعارض',
        'مخططات توزيع وأثاث للمكاتب مع مناظير ثلاثية الأبعاد وجدول كميات، وزيارة الموقع مجانية داخل الرياض.',
        800000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-exhibition-stands',
        'Exhibition Stand Design and Build',
        'Custom stands designed in 3D, built in our joinery workshop and installed in time for the show.',
        3500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 03
  {
    businessName: 'وكالة أثر للتسويق الرقمي',
    name: 'لمى فيصل الزهراني',
    city: 'Jeddah',
    bio: 'وكالة تسويق رقمي في جدة: حملات إعلانية مدفوعة وإدارة حسابات ودراسات سوق للعلامات السعودية الناشئة. A Jeddah agency for paid campaigns, social media and market research.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-digital-marketing',
        'إدارة حملات إعلانية مدفوعة',
        'تخطيط وإدارة الحملات على محركات البحث ومنصات التواصل مع تقارير أداء أسبوعية. لا يشمل ميزانية الإعلان.',
        350000,
        'WEEKDAYS',
        true,
      ],
      [
        'business-social-media',
        'Social Media Management (Monthly)',
        '12 posts, 4 short videos and community management in Arabic and English on your accounts.',
        450000,
        'WEEKDAYS',
        false,
      ],
      [
        'business-market-research',
        'دراسة سوق وتحليل منافسين',
        'دراسة ميدانية وإلكترونية لحجم السوق والمنافسين والأسعار في المدن السعودية الرئيسية.',
        1200000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 04
  {
    businessName: 'مؤسسة العدد الذهبية التجارية',
    name: 'ماجد عبدالرحمن القحطاني',
    city: 'Riyadh',
    bio: 'عدد كهربائية ويدوية ومستلزمات اللحام والتثبيت للمقاولين والورش، مع ورشة خراطة وتصنيع في المدينة الصناعية الثانية. Power tools, fasteners and a machining workshop for contractors in Riyadh.',
    deliveryFee: 3000,
    products: [
      [
        'hardware-power-tools',
        'دريل شحن 20 فولت مع بطاريتين',
        'مثقاب لاسلكي بعزم 60 نيوتن متر مع شاحن سريع وبطاريتين 4 أمبير وحقيبة حمل.',
        48900,
        1,
        { group: [10, 14, 10], imageCount: 2 },
      ],
      [
        'hardware-power-tools',
        'Angle Grinder 115 mm 900 W',
        'Compact grinder with side handle and guard for cutting and grinding steel and tile.',
        18500,
        1,
      ],
      [
        'hardware-power-tools',
        'مطرقة تكسير SDS-Max قدرة 1500 واط',
        'مطرقة تكسير ثقيلة للخرسانة مع إزميلين، لأعمال الترميم والهدم.',
        129000,
        1,
      ],
      [
        'hardware-hand-tools',
        'طقم مفكات 42 قطعة',
        'مفكات ولقم متنوعة بمقابض مريحة في علبة منظمة، فولاذ كروم فاناديوم.',
        7900,
        6,
      ],
      [
        'hardware-hand-tools',
        'Adjustable Wrench Set 6", 8", 10"',
        'Drop-forged chrome-vanadium wrenches with an etched scale, three sizes.',
        6500,
        12,
      ],
      [
        'hardware-fasteners',
        'براغي جبس 3.5×25 مم – علبة 1000',
        'براغي سوداء فوسفاتية لألواح الجبس بورد، رأس بوقي وسن ناعم.',
        2400,
        24,
      ],
      [
        'hardware-fasteners',
        'Wedge Anchors M10 × 100 Zinc (Box of 50)',
        'Zinc-plated wedge anchors for concrete, with nuts and washers.',
        8500,
        10,
      ],
      [
        'hardware-welding',
        'ماكينة لحام إنفرتر 200 أمبير',
        'ماكينة لحام قوس كهربائي خفيفة تعمل على 220 فولت، مع كابل الأرضي والماسك.',
        69000,
        1,
        { isDraft: true },
      ],
      [
        'hardware-welding',
        'أسلاك لحام E6013 قطر 3.2 مم – 5 كجم',
        'أقطاب لحام للحديد الطري بقوس ثابت وخبث سهل الإزالة.',
        5200,
        4,
      ],
      [
        'hardware-electrical',
        'Extension Reel 25 m, 3 × 2.5 mm²',
        'Heavy-duty cable reel with four sockets and a thermal cut-out, for site work.',
        16500,
        1,
      ],
    ],
    services: [
      [
        'mfg-cnc-machining',
        'خراطة وتشغيل CNC للقطع المعدنية',
        'تصنيع قطع الغيار حسب الرسومات الهندسية على مخارط وفرايز CNC بدقة ±0.02 مم.',
        80000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-metal-fabrication',
        'Steel Fabrication and Welding Works',
        'Stairs, platforms, racks and frames fabricated in our workshop and installed on site.',
        1500000,
        'WEEKDAYS',
        true,
      ],
      [
        'repair-industrial-machinery',
        'صيانة الضواغط والمعدات الصناعية',
        'صيانة وقائية وإصلاح الضواغط والمولدات ومعدات الورش بعقود شهرية أو زيارات عند الطلب.',
        60000,
        'EVERYDAY',
        true,
      ],
    ],
  },
  // 05: the one closed store
  {
    businessName: 'شركة تمور طيبة Taibah Dates Co.',
    name: 'عمر ياسين الجهني',
    city: 'Madinah',
    bio: 'تمور المدينة المنورة من مزارعنا مباشرة: عجوة وصقعي وسكري، مع القهوة السعودية ومنتجات التمر للضيافة والهدايا. Dates from our farms in Madinah, packed for hospitality and gifts.',
    deliveryFee: 2000,
    closingMessage: 'المتجر مغلق مؤقتاً لأعمال الجرد السنوي، ونستقبل طلباتكم مجدداً خلال أسبوع. شكراً لتفهمكم.',
    products: [
      [
        'food-dates',
        'تمر عجوة المدينة – 1 كجم',
        'عجوة المدينة المنورة منتقاة ومعبأة في علب كرتونية فاخرة.',
        9500,
        12,
        { group: [10, 14, 10], imageCount: 2 },
      ],
      [
        'food-dates',
        'Sukkari Dates Premium 3 kg Box',
        'Soft golden Sukkari dates from Qassim, cleaned and packed fresh.',
        8500,
        6,
      ],
      ['food-dates', 'تمر صقعي – كرتون 5 كجم', 'تمر صقعي نصف جاف بطعم متوازن، للضيافة والمطاعم.', 11000, 4],
      [
        'food-dates',
        'Date Paste for Bakeries 10 kg',
        'Smooth Khalas date paste with no added sugar, for maamoul and fillings.',
        12000,
        2,
      ],
      [
        'food-coffee-tea',
        'قهوة سعودية شقراء بالهيل – 500 جم',
        'بن محمص تحميصة خفيفة مطحون مع الهيل والزعفران، جاهز للتحضير.',
        6500,
        12,
      ],
      [
        'food-coffee-tea',
        'Green Tea Bags (Box of 100)',
        'Pure green tea in individually wrapped bags, for offices and hotels.',
        2200,
        24,
      ],
      [
        'food-sweets-snacks',
        'معمول تمر فاخر – علبة 1 كجم',
        'معمول بالسمن البلدي محشو بعجوة المدينة، مناسب للضيافة.',
        7500,
        6,
      ],
      [
        'food-sweets-snacks',
        'Dates Stuffed with Almonds 500 g',
        'Khudri dates stuffed with roasted almonds, on a gift tray.',
        5800,
        12,
      ],
      [
        'food-spices-sauces',
        'هيل حب كبير – 1 كجم',
        'هيل أخضر حب كبير منتقى بنكهة قوية للقهوة العربية.',
        26000,
        1,
      ],
      [
        'food-spices-sauces',
        'Saffron Super Negin 4 g',
        'Deep-red saffron threads in a sealed tin.',
        4200,
        12,
      ],
    ],
    services: [],
  },
  // 06
  {
    businessName: 'شركة سحابة نجد للبرمجيات',
    name: 'يوسف إبراهيم الحربي',
    city: 'Buraydah',
    bio: 'أنظمة سحابية للمنشآت الصغيرة والمتوسطة: تخطيط الموارد والفوترة الإلكترونية واستضافة داخل المملكة. Cloud ERP, e-invoicing and in-Kingdom hosting for small and mid-size businesses.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-erp-crm',
        'تطبيق نظام ERP سحابي للمنشآت',
        'تهيئة نظام تخطيط موارد سحابي للمحاسبة والمخزون والمبيعات، مع نقل البيانات وتدريب الفريق.',
        2500000,
        'WEEKDAYS',
        true,
      ],
      [
        'software-e-invoicing',
        'ZATCA E-Invoicing Phase 2 Integration',
        'We connect your POS or ERP to Fatoora: onboarding, XML signing and clearance testing.',
        900000,
        'WEEKDAYS',
        false,
      ],
      [
        'software-cloud-hosting',
        'استضافة سحابية داخل المملكة',
        'خوادم افتراضية في مراكز بيانات داخل المملكة مع نسخ احتياطي يومي، السعر شهري.',
        45000,
        'TWENTY_FOUR_SEVEN',
        false,
      ],
    ],
  },
  // 07
  {
    businessName: 'شركة درع الأمان لمعدات السلامة',
    name: 'رائد محمد الحربي',
    city: 'Jeddah',
    bio: 'معدات الوقاية الشخصية وملابس العمل وأنظمة الحريق للمصانع ومواقع المقاولات، بمستودع في جدة وتوصيل لكل المملكة. Personal protective equipment, workwear and fire systems for sites and factories.',
    deliveryFee: 2500,
    products: [
      [
        'hardware-safety-ppe',
        'Nitrile Gloves Box of 100',
        'Powder-free blue nitrile examination gloves, 4 mil, sizes S to XL.',
        1800,
        10,
        { group: [30, 10, 12] },
      ],
      [
        'hardware-safety-ppe',
        'قفازات نتريل',
        'قفازات نتريل سوداء مقاومة للزيوت والكيماويات للورش والمطابخ، علبة 100 حبة.',
        2200,
        10,
      ],
      [
        'hardware-safety-ppe',
        'خوذة سلامة بيضاء بحزام قابل للتعديل',
        'خوذة HDPE بتهوية جانبية وحزام داخلي بست نقاط، مطابقة لمعيار EN 397.',
        2500,
        20,
      ],
      [
        'hardware-safety-ppe',
        'Hi-Vis Safety Vest Class 2',
        'Reflective mesh vest with zip front and ID pocket, orange or lime.',
        1200,
        50,
        { imageCount: 2 },
      ],
      [
        'hardware-safety-ppe',
        'كمامات N95 – علبة 20',
        'كمامات تنفس بكفاءة ترشيح 95% للغبار والجسيمات في مواقع البناء.',
        4500,
        12,
        { stock: 0 },
      ],
      [
        'fashion-uniforms-workwear',
        'أفرول عمل قطني كحلي',
        'أفرول قطن 100% بسحاب أمامي وأشرطة عاكسة، مقاسات من M إلى 3XL.',
        8500,
        10,
      ],
      [
        'fashion-uniforms-workwear',
        'Flame-Resistant Coverall 88/12',
        'Cotton/nylon FR coverall for oil and gas sites, navy, sizes M to 3XL.',
        26500,
        5,
      ],
      [
        'fashion-footwear',
        'حذاء سلامة برقبة عالية S3',
        'حذاء جلد طبيعي بمقدمة فولاذية ونعل مقاوم للانزلاق والزيوت والحرارة.',
        18900,
        6,
      ],
      [
        'health-medical-supplies',
        'حقيبة إسعافات أولية للمنشآت 50 قطعة',
        'حقيبة إسعافات مجهزة للمكاتب ومواقع العمل وفق متطلبات الدفاع المدني.',
        9500,
        1,
      ],
      [
        'energy-efficient-lighting',
        'LED Emergency Exit Sign',
        'Maintained LED exit sign with a 3-hour battery, wall or ceiling mount.',
        7500,
        1,
      ],
    ],
    services: [
      [
        'repair-fire-safety',
        'تركيب وصيانة أنظمة الإنذار والإطفاء',
        'تركيب وفحص أنظمة إنذار الحريق والرشاشات والطفايات مع تقارير معتمدة للدفاع المدني.',
        250000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'repair-cctv-security',
        'CCTV Installation for Warehouses',
        'IP camera systems with recorder and remote viewing, designed for your site; one year of maintenance.',
        850000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-product-certification',
        'شهادات مطابقة سابر لمعدات السلامة',
        'نجهز ملفات شهادات المطابقة وشهادات الإرساليات لمعدات السلامة المستوردة عبر منصة سابر.',
        120000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 08
  {
    businessName: 'شركة واحة القصيم للتجهيزات الزراعية',
    name: 'عبدالعزيز صالح المطيري',
    city: 'Buraydah',
    bio: 'بذور وشتلات وأسمدة وأنظمة ري وأعلاف للمزارع والمشاتل في القصيم وما حولها، مع خبرة في زراعة النخيل. Seeds, fertilizers, irrigation and feed for farms across Qassim.',
    deliveryFee: 3500,
    products: [
      [
        'agri-seeds-seedlings',
        'بذور طماطم هجين – 1000 بذرة',
        'بذور طماطم هجين عالية الإنتاجية متحملة للحرارة، مناسبة للبيوت المحمية.',
        12500,
        10,
      ],
      [
        'agri-seeds-seedlings',
        'Sukkari Date Palm Offshoots',
        'Tissue-culture Sukkari palms, two years old, in 25 L bags.',
        9500,
        1,
        { minCases: 10, group: [100, 21, 10] },
      ],
      [
        'agri-fertilizers',
        'سماد NPK 20-20-20 ذائب – 25 كجم',
        'سماد متوازن كامل الذوبان مع عناصر صغرى، للتسميد مع الري بالتنقيط.',
        16500,
        1,
        { group: [40, 14, 8] },
      ],
      [
        'agri-pesticides',
        'Neem Oil Organic Insecticide 1 L',
        'Cold-pressed neem concentrate against aphids and whitefly, suitable for organic farms.',
        6500,
        12,
      ],
      [
        'agri-irrigation',
        'خرطوم تنقيط 16 مم – لفة 500 م',
        'خرطوم تنقيط بنقاطات مدمجة كل 30 سم بتدفق 4 لتر في الساعة.',
        28000,
        1,
      ],
      [
        'agri-farm-equipment',
        'Garden Tiller 7 HP Petrol',
        'Rear-tine petrol tiller for small farms and palm groves, 60 cm working width.',
        285000,
        1,
      ],
      [
        'agri-greenhouses',
        'شبك تظليل زراعي 70% – 4×50 م',
        'شبك تظليل من البولي إيثيلين المعالج ضد الأشعة فوق البنفسجية للبيوت المحمية والمظلات.',
        32000,
        1,
      ],
      [
        'agri-livestock-feed',
        'علف أغنام مكعبات 16% بروتين – 50 كجم',
        'أعلاف مكعبات متوازنة للأغنام والماعز مدعمة بالفيتامينات والأملاح.',
        5200,
        1,
        { minCases: 20, group: [200, 7, 5] },
      ],
      [
        'agri-veterinary',
        'محقن بيطري أوتوماتيكي 5 مل',
        'محقن قابل للتعقيم بجرعة قابلة للضبط لتطعيم القطعان بسرعة.',
        7500,
        6,
      ],
      [
        'pets-food-accessories',
        'Dry Cat Food Chicken & Rice 10 kg',
        'Complete dry food for adult cats, with chicken and rice.',
        14500,
        1,
      ],
    ],
    services: [],
  },
  // 09
  {
    businessName: 'مكتب الميزان للمحاسبة والاستشارات',
    name: 'Abdullah Al-Harbi',
    city: 'Riyadh',
    bio: 'محاسبون قانونيون يخدمون المنشآت الصغيرة والمتوسطة في مسك الدفاتر والزكاة وضريبة القيمة المضافة ودراسات الجدوى. Bookkeeping, VAT and zakat filing and feasibility studies for SMEs.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-accounting',
        'مسك دفاتر شهري للمنشآت الصغيرة',
        'تسجيل القيود وإعداد القوائم المالية الشهرية على نظامك المحاسبي أو نظامنا.',
        150000,
        'WEEKDAYS',
        false,
      ],
      [
        'legal-zatca-vat',
        'VAT Returns and Zakat Filing',
        'Quarterly VAT returns, the zakat declaration and ZATCA correspondence, handled by certified accountants.',
        250000,
        'WEEKDAYS',
        true,
      ],
      [
        'business-consulting',
        'استشارات إدارية ودراسات جدوى',
        'دراسات جدوى اقتصادية وخطط أعمال قابلة للتقديم لجهات التمويل.',
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 10
  {
    businessName: 'مصنع الجبيل للبوليمرات والكيماويات',
    name: 'م. فهد سالم العنزي',
    city: 'Jubail',
    bio: 'مصنع في مدينة الجبيل الصناعية لتوزيع البوليمرات والكيماويات الصناعية والمعادن، مع خطوط حقن وتصنيع تعاقدي. Polymers, industrial chemicals and contract manufacturing from Jubail Industrial City.',
    deliveryFee: 20000,
    products: [
      [
        'raw-plastics-polymers',
        'حبيبات بولي إيثيلين HDPE – كيس 25 كجم',
        'حبيبات HDPE بكر لقولبة النفخ والحقن، مؤشر انصهار 0.3، إنتاج محلي.',
        15500,
        40,
        { group: [4, 21, 8] },
      ],
      [
        'raw-plastics-polymers',
        'PP Homopolymer Granules 25 kg',
        'Injection-grade polypropylene, MFI 12, for caps, housewares and thin-wall packaging.',
        14200,
        40,
      ],
      [
        'raw-plastics-polymers',
        'ماستر باتش أبيض تيتانيوم 25 كجم',
        'ماستر باتش أبيض بتركيز 60% ثاني أكسيد التيتانيوم لتلوين الأفلام والعبوات.',
        29000,
        1,
      ],
      [
        'raw-industrial-chemicals',
        'صودا كاوية رقائق 99% – كيس 25 كجم',
        'هيدروكسيد الصوديوم بنقاوة 99% لمصانع المنظفات ومعالجة المياه، مع شهادة التحليل.',
        9500,
        40,
      ],
      [
        'raw-industrial-chemicals',
        'Isopropyl Alcohol 99.9% (20 L Drum)',
        'Technical-grade IPA for cleaning electronics, printing and disinfection lines; safety data sheet supplied.',
        18500,
        1,
      ],
      [
        'raw-industrial-chemicals',
        'حمض الستريك اللامائي – 25 كجم',
        'حمض ستريك بدرجة غذائية لمصانع العصائر والمنظفات.',
        16000,
        1,
        { stock: 0 },
      ],
      [
        'raw-steel-metals',
        'حديد تسليح 12 مم – طن',
        'حديد تسليح مطابق للمواصفات القياسية السعودية بأطوال 12 متراً، يباع بالطن.',
        265000,
        1,
        { minCases: 5, maxCases: null },
      ],
      [
        'raw-steel-metals',
        'Aluminium Sheet 1050 H14, 1.5 mm',
        '1220 × 2440 mm mill-finish sheets for signage, ducting and fabrication.',
        21000,
        1,
      ],
    ],
    services: [
      [
        'mfg-contract-manufacturing',
        'تصنيع تعاقدي للمنظفات والمعقمات',
        'نصنع المنظفات والمعقمات بتركيبتك أو تركيبتنا في مصنع مرخص، مع التعبئة والتوثيق.',
        5000000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-plastic-molding',
        'Plastic Injection Molding, Short Runs',
        'Runs from 5,000 parts on 80 to 450 tonne machines; moulds made through our partners.',
        1200000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-3d-printing',
        'طباعة نماذج أولية ثلاثية الأبعاد',
        'نماذج أولية بتقنيتي FDM وSLA لاختبار الشكل والتركيب قبل صناعة القالب، خلال 3 أيام عمل.',
        45000,
        'APPOINTMENT',
        false,
      ],
    ],
  },
  // 11
  {
    businessName: 'دار المسك للعطور ومستحضرات التجميل',
    name: 'أمل حسن باعشن',
    city: 'Makkah',
    bio: 'عطور شرقية ودهن عود وبخور ومستحضرات عناية من مكة المكرمة، بالجملة للمحلات والفنادق وهدايا الشركات. Oud, bakhoor and personal care, wholesale for shops, hotels and corporate gifts.',
    deliveryFee: 2000,
    products: [
      [
        'beauty-perfumes-oud',
        'دهن عود كمبودي – تولة',
        'دهن عود معتق بتركيز عالٍ وثبات طويل، تولة 12 مل في زجاجة كريستال.',
        45000,
        1,
        { imageCount: 2 },
      ],
      [
        'beauty-perfumes-oud',
        'بخور معمول فاخر – 250 جم',
        'معمول مصنوع يدوياً من العود والمسك والعنبر، للمجالس والمناسبات.',
        9500,
        12,
        { group: [10, 14, 10] },
      ],
      [
        'beauty-perfumes-oud',
        'White Musk Eau de Parfum 50 ml',
        'A clean white-musk fragrance in a gift box.',
        6500,
        12,
      ],
      [
        'beauty-skincare',
        'كريم مرطب بزيت الأرغان 200 مل',
        'كريم للوجه واليدين بزيت الأرغان وزبدة الشيا لترطيب البشرة الجافة.',
        3200,
        24,
      ],
      ['beauty-makeup', 'كحل إثمد أسود', 'كحل إثمد ناعم مقاوم للماء في مكحلة تقليدية.', 1800, 24],
      [
        'beauty-haircare',
        'Rosemary & Black Seed Hair Oil 100 ml',
        'Nourishing blend of cold-pressed oils for scalp and hair, no mineral oil.',
        3900,
        24,
      ],
      [
        'beauty-natural-organic',
        'صابون زيت الزيتون الطبيعي – 12 قطعة',
        'صابون مصنوع بالطريقة الباردة من زيت الزيتون البكر، بدون عطور صناعية.',
        7200,
        6,
      ],
      [
        'beauty-mens-grooming',
        'Beard Oil Oud & Sandalwood 30 ml',
        'Softening beard oil with a light oud scent, in an amber dropper bottle.',
        4500,
        12,
      ],
      [
        'beauty-salon-spa',
        'مناشف صالونات للاستخدام مرة واحدة – 100 حبة',
        'مناشف ناعمة تستخدم لمرة واحدة للصالونات والمراكز الصحية.',
        4900,
        10,
      ],
      [
        'fashion-watches-jewelry',
        'مسبحة كهرمان طبيعي 33 حبة',
        'مسبحة من الكهرمان الطبيعي مع شهادة فحص، في علبة هدايا.',
        65000,
        1,
      ],
    ],
    services: [
      [
        'mfg-private-label',
        'عطور بعلامتك التجارية',
        'نطور ونعبئ العطور ودهن العود باسم علامتك مع تصميم العلبة، الحد الأدنى 500 عبوة.',
        2500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 12
  {
    businessName: 'شركة المسار السريع للنقل والخدمات اللوجستية',
    name: 'فيصل مبارك الدوسري',
    city: 'Dammam',
    bio: 'أسطول شاحنات وورشة صيانة في الدمام لنقل البضائع بين المدن وخدمات الشحن الدولي من الباب إلى الباب. Trucking between cities, freight forwarding and fleet maintenance from Dammam.',
    deliveryFee: 6000,
    products: [
      [
        'packaging-pallets-film',
        'طبليات خشب 120×100 سم',
        'طبليات خشبية معالجة حرارياً وفق ISPM 15 صالحة للتصدير، تتحمل 1.5 طن.',
        4500,
        10,
      ],
      [
        'packaging-cartons-boxes',
        'Moving Boxes Kit (20 Boxes + Tape)',
        'Double-wall moving boxes in three sizes, with packing tape and markers.',
        12500,
        1,
      ],
    ],
    services: [
      [
        'logistics-land-transport',
        'نقل بضائع بالشاحنات بين المدن',
        'شاحنات تريلا وديّنا لنقل البضائع بين الدمام والرياض وجدة مع تأمين على الحمولة.',
        250000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'logistics-freight-forwarding',
        'Freight Forwarding, Import and GCC',
        'Door-to-door forwarding from Asia and the GCC, with consolidated LCL options.',
        600000,
        'WEEKDAYS',
        true,
      ],
      [
        'repair-fleet-vehicles',
        'صيانة أساطيل الشركات',
        'صيانة دورية للشاحنات والسيارات في ورشتنا بالدمام مع سجل صيانة إلكتروني لكل مركبة.',
        45000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 13
  {
    businessName: 'مؤسسة البناء المتين لمواد البناء',
    name: 'سلطان فهد الرشيدي',
    city: 'Hail',
    bio: 'مواد بناء ودهانات ومستلزمات سباكة للمقاولين والأفراد في حائل، مع مكتب هندسي وفريق صيانة للمباني. Building materials, paints and plumbing, with an engineering office in Hail.',
    deliveryFee: 15000,
    products: [
      [
        'hardware-building-materials',
        'أسمنت بورتلاندي عادي 50 كجم',
        'أسمنت بورتلاندي عادي مطابق للمواصفة القياسية السعودية، للخرسانة واللياسة.',
        1650,
        1,
        { minCases: 20, group: [400, 14, 6] },
      ],
      [
        'hardware-building-materials',
        'بلوك أسمنتي معزول 20 سم',
        'بلوك خرساني معزول بالبوليسترين للجدران الخارجية، يخفض استهلاك التكييف.',
        450,
        100,
        { minCases: 5 },
      ],
      [
        'hardware-building-materials',
        'Gypsum Board 12.5 mm, 120×240 cm',
        'Standard plasterboard for partitions and ceilings.',
        2400,
        50,
      ],
      [
        'hardware-building-materials',
        'رمل أحمر مغربل – حمولة 20 م³',
        'رمل أحمر مغربل للياسة والمباني، يورَّد بالقلاب إلى موقعك داخل حائل.',
        120000,
        1,
      ],
      [
        'hardware-paints-coatings',
        'دهان أكريليك داخلي مطفي 18 لتر',
        'دهان مائي قابل للغسيل بتغطية عالية، أبيض أساس قابل للتلوين.',
        18500,
        1,
      ],
      [
        'hardware-paints-coatings',
        'Bitumen Waterproofing Coating 20 kg',
        'Cold-applied bitumen emulsion for roofs, foundations and wet areas.',
        12500,
        1,
      ],
      [
        'hardware-paints-coatings',
        'معجون حوائط جاهز 25 كجم',
        'معجون أكريليك ناعم لتسوية الجدران قبل الدهان، سهل الصنفرة.',
        4800,
        1,
      ],
      [
        'hardware-plumbing',
        'مواسير UPVC مقاس 4 بوصة – 6 م',
        'مواسير صرف صحي UPVC مطابقة للمواصفات السعودية.',
        5500,
        1,
      ],
      [
        'hardware-plumbing',
        'PPR Pipe 25 mm PN20 (4 m)',
        'Hot and cold water PPR pipes for heat-fusion joints, 4 m lengths.',
        1900,
        25,
      ],
      [
        'hardware-plumbing',
        'خلاط مغسلة نحاسي كروم',
        'خلاط مغسلة بخرطوشة سيراميك 35 مم وضمان سنتين.',
        14500,
        1,
        { stock: 0 },
      ],
    ],
    services: [
      [
        'repair-plumbing-services',
        'أعمال السباكة وكشف التسربات',
        'كشف تسربات المياه بالأجهزة الحرارية دون تكسير، وإصلاح التمديدات وخزانات المياه.',
        35000,
        'EVERYDAY',
        true,
      ],
      [
        'repair-facility-maintenance',
        'عقود صيانة المباني التجارية',
        'صيانة شاملة للمباني والمستودعات: كهرباء وسباكة ودهانات وأعمال مدنية بعقد سنوي.',
        1800000,
        'WEEKDAYS',
        true,
      ],
      [
        'design-architectural',
        'Architectural Design and Permit Drawings',
        'Villa and commercial building designs with the drawings a building permit needs.',
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 14
  {
    businessName: 'شركة الأغذية الجنوبية للتجارة',
    name: 'إبراهيم حسن مدخلي',
    city: 'Jazan',
    bio: 'موزع مواد غذائية ومجمدات في جازان، بأسطول مبرد ومستودعات تبريد تخدم المطاعم والبقالات في الجنوب. Food and frozen goods distribution with cold stores and chilled delivery in the south.',
    deliveryFee: 3500,
    products: [
      [
        'food-dry-goods',
        'أرز بسمتي سيلا 10 كجم',
        'أرز بسمتي طويل الحبة معتق، مناسب للكبسة والمندي.',
        9500,
        4,
        { group: [10, 14, 8] },
      ],
      [
        'food-dry-goods',
        'Fine Granulated Sugar 10 kg',
        'Refined white sugar for restaurants and bakeries.',
        3200,
        4,
      ],
      ['food-dry-goods', 'عدس أحمر مجروش – 5 كجم', 'عدس أحمر منقى للشوربات، في أكياس محكمة.', 3400, 4],
      [
        'food-beverages-water',
        'مياه شرب 330 مل – كرتون 40 عبوة',
        'مياه نقية منخفضة الصوديوم في عبوات صغيرة للمكاتب والفعاليات.',
        1300,
        1,
        { minCases: 10 },
      ],
      [
        'food-beverages-water',
        'Mango Nectar 250 ml (Pack of 24)',
        'Jazan mango nectar without preservatives, in carton packs.',
        3600,
        1,
      ],
      [
        'food-frozen-chilled',
        'روبيان جازان مجمد – 2 كجم',
        'روبيان من سواحل جازان، منظف ومجمد قطعة قطعة.',
        16500,
        5,
      ],
      [
        'food-frozen-chilled',
        'Frozen Chicken Breast Fillet 2 kg',
        'Skinless boneless chicken breast, individually quick frozen, from Saudi farms.',
        4800,
        6,
      ],
      [
        'food-frozen-chilled',
        'بطاطس مقلية مجمدة 9 مم – 2.5 كجم',
        'بطاطس مقطعة مجمدة سريعاً للمطاعم، قطع متساوية 9 مم.',
        2300,
        4,
        { stock: 0 },
      ],
      [
        'food-coffee-tea',
        'بن خولاني أخضر – 1 كجم',
        'بن عربي من مزارع جبال جازان، من محصول هذا الموسم، غير محمص.',
        22000,
        1,
      ],
      [
        'food-spices-sauces',
        'بهارات كبسة – 1 كجم',
        'خلطة بهارات كبسة مطحونة طازجة للمطاعم والمطابخ المركزية.',
        5500,
        6,
      ],
    ],
    services: [
      [
        'logistics-cold-chain',
        'نقل مبرد ومجمد بين المدن',
        'شاحنات مبردة ومجمدة مع تتبع مباشر لدرجة الحرارة، رحلات يومية بين جازان وجدة والرياض.',
        180000,
        'EVERYDAY',
        true,
      ],
      [
        'logistics-warehousing',
        'Cold Storage in Jazan',
        'Chilled and frozen storage by the pallet per month, with handling and stock reports.',
        9500,
        'TWENTY_FOUR_SEVEN',
        false,
      ],
      [
        'logistics-last-mile',
        'توصيل الطلبات للمطاعم والبقالات',
        'توصيل يومي في جازان وصبيا وأبو عريش بسيارات مبردة صغيرة خلال 24 ساعة.',
        2500,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 15
  {
    businessName: 'شركة الحلول الرقمية لتقنية المعلومات',
    name: 'محمد خالد العتيبي',
    city: 'Riyadh',
    bio: 'فريق سعودي لتطوير المواقع وتطبيقات الجوال وتصميم تجربة المستخدم، يدعم العربية من أول سطر. Websites, mobile apps and UX design, built Arabic-first.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-web-development',
        'تطوير موقع شركة ثنائي اللغة',
        'موقع عربي وإنجليزي متجاوب مع لوحة تحكم وتهيئة لمحركات البحث، التسليم خلال 4 أسابيع.',
        1800000,
        'WEEKDAYS',
        true,
        { imageCount: 2 },
      ],
      [
        'software-mobile-apps',
        'Mobile App Development (iOS & Android)',
        'Cross-platform apps with an admin dashboard, payment gateway and store publishing.',
        6500000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-ui-ux',
        'تصميم واجهات وتجربة المستخدم',
        'بحث مستخدمين ونماذج تفاعلية لتطبيقك أو موقعك، مع نظام تصميم يدعم الاتجاه من اليمين لليسار.',
        1200000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 16
  {
    businessName: 'مستودع العافية للمستلزمات الطبية',
    name: 'د. يحيى علي عسيري',
    city: 'Abha',
    bio: 'مستودع مرخص في أبها يورّد المستلزمات الطبية والمكملات الغذائية للعيادات والصيدليات في منطقة عسير. Medical supplies and supplements for clinics and pharmacies in the Asir region.',
    deliveryFee: 3000,
    products: [
      [
        'health-medical-supplies',
        'كمامات طبية 3 طبقات – علبة 50',
        'كمامات جراحية بثلاث طبقات وكفاءة ترشيح بكتيري 98%.',
        1500,
        40,
        { group: [10, 10, 12] },
      ],
      [
        'health-medical-supplies',
        'Digital Blood Pressure Monitor, Upper Arm',
        'Automatic monitor with a 22–42 cm cuff and memory for two users.',
        14500,
        1,
      ],
      [
        'health-medical-supplies',
        'شاش طبي معقم 10×10 سم – 100 قطعة',
        'شاش قطني معقم مغلف فردياً للعيادات والإسعافات.',
        2800,
        20,
      ],
      [
        'health-medical-supplies',
        'Disposable Syringes 5 ml (Box of 100)',
        'Sterile Luer-lock syringes with 21G needles.',
        3500,
        10,
        { stock: 0 },
      ],
      [
        'health-supplements',
        'فيتامين د3 5000 وحدة – 60 كبسولة',
        'مكمل غذائي لدعم صحة العظام والمناعة، كبسولات جيلاتينية لينة.',
        4500,
        12,
      ],
      [
        'health-supplements',
        'Omega-3 Fish Oil 1000 mg (120 Softgels)',
        'Purified fish oil with 300 mg EPA and DHA per softgel.',
        7900,
        12,
      ],
      [
        'health-supplements',
        'عسل سدر جبلي 500 جم',
        'عسل سدر طبيعي من جبال عسير، مفحوص مخبرياً.',
        18000,
        6,
        { group: [5, 21, 10] },
      ],
      [
        'beauty-personal-hygiene',
        'Hand Sanitizer Gel 70% Alcohol 500 ml',
        'Quick-drying gel with aloe vera, in a pump bottle.',
        1200,
        24,
      ],
      [
        'beauty-personal-hygiene',
        'مناديل مبللة مطهرة – 80 منديل',
        'مناديل مبللة خالية من الكحول للتعقيم اليومي.',
        850,
        36,
      ],
    ],
    services: [],
  },
  // 17
  {
    businessName: 'مصنع الأصيل للملابس الجاهزة',
    name: 'أحمد عبدالله الملحم',
    city: 'Al Ahsa',
    bio: 'مصنع ملابس في الأحساء: ثياب وأشمغة وعبايات وملابس أطفال، وبشوت حساوية مخيطة يدوياً. Thobes, shemaghs, abayas and hand-sewn Hasawi bishts from Al Ahsa.',
    deliveryFee: 2500,
    isVatRegistered: false,
    products: [
      [
        'fashion-mens-clothing',
        'ثوب رجالي قطن ياباني أبيض',
        'ثوب جاهز بقماش ياباني مقاوم للتجعد، قصة سعودية بياقة صينية أو عادية.',
        17500,
        6,
        { group: [10, 21, 10], imageCount: 2 },
      ],
      [
        'fashion-mens-clothing',
        'بشت حساوي مطرز',
        'بشت مخيط يدوياً في الأحساء بتطريز زري تقليدي، بالأسود والبني والعسلي.',
        145000,
        1,
      ],
      [
        'fashion-shemagh-ghutra',
        'شماغ أحمر قطن 100%',
        'شماغ بنقشة تقليدية وخياطة متينة للأطراف، مقاس 140 سم.',
        9500,
        12,
      ],
      [
        'fashion-shemagh-ghutra',
        'White Ghutra, Summer Voile',
        'Lightweight white ghutra in fine voile with a soft finish.',
        6500,
        12,
      ],
      [
        'fashion-womens-clothing',
        'عباية كريب سوداء بتطريز ناعم',
        'عباية كريب بتطريز على الأكمام مع طرحة، مقاسات من 52 إلى 60.',
        22000,
        6,
      ],
      [
        'fashion-womens-clothing',
        'Linen Modest Dress, Sand',
        'Long-sleeve linen-blend dress with side pockets, sizes S to XL.',
        18000,
        6,
      ],
      [
        'fashion-kids-clothing',
        'ثوب أطفال قطن من سنة إلى 12 سنة',
        'ثوب أطفال أبيض مريح بقماش قطني ناعم، مقاسات متسلسلة.',
        5500,
        12,
      ],
      [
        'fashion-kids-clothing',
        'School Shirts for Boys (Pack of 3)',
        'White poly-cotton school shirts; embroidered school logo on request.',
        7500,
        10,
      ],
      [
        'fashion-bags-leather',
        'محفظة جلد طبيعي رجالية',
        'محفظة من الجلد البقري بجيوب للبطاقات وحماية من القراءة اللاسلكية، في علبة هدايا.',
        8900,
        12,
      ],
      [
        'fashion-fabrics-textiles',
        'قماش ثياب ياباني – طاقة 30 ياردة',
        'قماش ثياب رجالية بألوان الصيف والشتاء، يباع بالطاقة.',
        85000,
        1,
      ],
    ],
    services: [
      [
        'mfg-private-label',
        'Private Label Thobes and Uniforms',
        'Thobes and staff uniforms made under your brand, from 100 pieces.',
        1500000,
        'APPOINTMENT',
        true,
        { isDraft: true },
      ],
    ],
  },
  // 18
  {
    businessName: 'مؤسسة بوابة البحر للتخليص الجمركي',
    name: 'عادل سعيد باوزير',
    city: 'Jeddah',
    bio: 'مخلص جمركي مرخص في ميناء جدة الإسلامي، نتولى التخليص والشحن البحري والجوي لإرساليات المستوردين. Licensed customs broker at Jeddah Islamic Port, with sea and air freight.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'logistics-customs-clearance',
        'تخليص جمركي في ميناء جدة الإسلامي',
        'تخليص الإرساليات مع متابعة الفسوحات والرسوم، السعر لكل بيان جمركي.',
        85000,
        'EVERYDAY',
        false,
      ],
      [
        'logistics-sea-freight',
        'Sea Freight FCL and LCL to Jeddah',
        'Full and shared container shipping from Asian ports, with weekly sailings.',
        850000,
        'WEEKDAYS',
        true,
      ],
      [
        'logistics-air-freight',
        'شحن جوي سريع للطرود التجارية',
        'شحن جوي من مراكز التجارة الآسيوية والخليجية إلى جدة والرياض خلال 3 إلى 5 أيام، السعر لكل كيلوجرام.',
        3500,
        'EVERYDAY',
        true,
      ],
    ],
  },
  // 19
  {
    businessName: 'شركة المطبخ العصري للأجهزة المنزلية',
    name: 'ريم عبدالله الغامدي',
    city: 'Jeddah',
    bio: 'أجهزة منزلية وأدوات مطبخ وإضاءة للبيوت والمطاعم والفنادق في جدة، مع فريق صيانة للمكيفات. Appliances, kitchenware and lighting, with air-conditioner servicing in Jeddah.',
    deliveryFee: 4000,
    products: [
      [
        'home-kitchenware',
        'طقم حلل جرانيت 10 قطع',
        'حلل بطبقة جرانيت غير لاصقة وقواعد تعمل على جميع أنواع المواقد.',
        54900,
        1,
        { group: [12, 14, 15] },
      ],
      [
        'home-kitchenware',
        'دلة قهوة ستانلس ستيل 1.2 لتر',
        'دلة تقليدية من الستانلس ستيل المصقول بمقبض عازل.',
        8500,
        12,
      ],
      [
        'home-kitchenware',
        'Hotel Porcelain Dinner Plates 27 cm (Set of 12)',
        'Chip-resistant white porcelain for restaurants and hotels.',
        19500,
        4,
      ],
      [
        'home-appliances',
        'مكيف سبليت 18000 وحدة انفرتر',
        'مكيف حار وبارد بكفاءة طاقة عالية وضاغط انفرتر، ضمان 5 سنوات على الضاغط.',
        239000,
        1,
        { imageCount: 2 },
      ],
      [
        'home-appliances',
        'Hot & Cold Water Dispenser',
        'Top-loading dispenser with child lock, for offices.',
        49900,
        1,
      ],
      [
        'home-appliances',
        'غسالة أطباق 12 مكاناً',
        'غسالة أطباق بستة برامج وتجفيف بالمروحة.',
        189000,
        1,
        { isDraft: true },
      ],
      [
        'home-lighting-decor',
        'ثريا كريستال مودرن 8 لمبات',
        'ثريا كريستال بإطار ذهبي مطفي لصالات الاستقبال.',
        129000,
        1,
      ],
      [
        'home-lighting-decor',
        'Rattan Floor Lamp 160 cm',
        'Woven rattan shade on a wooden stand, E27 socket.',
        32000,
        1,
      ],
      ['home-textiles', 'مفارش سرير قطن 6 قطع', 'طقم مفارش قطن 100% بكثافة 400 خيط، مقاس كينج.', 29900, 1],
      [
        'home-cleaning-supplies',
        'Dishwashing Liquid Lemon 4 L',
        'Concentrated dishwashing liquid for kitchens and restaurants.',
        1850,
        4,
      ],
    ],
    services: [
      [
        'repair-hvac',
        'صيانة وتنظيف المكيفات',
        'غسيل وتعبئة فريون وصيانة المكيفات السبليت والمركزية للمنازل والمكاتب في جدة.',
        15000,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 20
  {
    businessName: 'شركة شمس الجزيرة للطاقة',
    name: 'بندر عيد العطوي',
    city: 'Tabuk',
    bio: 'أنظمة طاقة شمسية وبطاريات ومولدات وشواحن سيارات كهربائية للمزارع والمنازل والمواقع النائية في الشمال. Solar systems, batteries, generators and EV chargers for homes, farms and remote sites.',
    deliveryFee: 12000,
    products: [
      [
        'energy-solar-panels',
        'لوح شمسي أحادي البلورة 550 واط',
        'لوح أحادي البلورة بكفاءة 21% وضمان أداء 25 سنة.',
        42000,
        1,
        { minCases: 2, group: [20, 21, 10] },
      ],
      [
        'energy-solar-panels',
        'Hybrid Solar Inverter 5 kW',
        'Pure sine-wave hybrid inverter with MPPT charge controller and Wi-Fi monitoring.',
        380000,
        1,
      ],
      [
        'energy-solar-panels',
        'حامل ألواح شمسية للأسطح – 4 ألواح',
        'هيكل ألمنيوم مع مسامير التثبيت، يتحمل رياحاً حتى 150 كم في الساعة.',
        65000,
        1,
      ],
      [
        'energy-batteries-storage',
        'بطارية ليثيوم 48 فولت 100 أمبير',
        'بطارية ليثيوم فوسفات الحديد بعمر 6000 دورة ونظام إدارة مدمج.',
        520000,
        1,
      ],
      [
        'energy-batteries-storage',
        'Deep Cycle Gel Battery 12 V 200 Ah',
        'Maintenance-free gel battery for solar and UPS systems.',
        115000,
        1,
        { stock: 0 },
      ],
      [
        'energy-generators',
        'مولد ديزل صامت 20 كيلو فولت أمبير',
        'مولد ديزل بكابينة عازلة للصوت ولوحة تشغيل أوتوماتيكية.',
        4350000,
        1,
      ],
      [
        'energy-generators',
        'Portable Petrol Generator 3.5 kW',
        'Recoil and electric start, 15 L tank, for sites and camping.',
        189000,
        1,
      ],
      [
        'energy-ev-charging',
        'شاحن سيارات كهربائية جداري 7.4 كيلوواط',
        'شاحن منزلي بمقبس Type 2 وحماية من التسرب وتطبيق للجوال.',
        249000,
        1,
      ],
      [
        'energy-ev-charging',
        'EV Charging Cable Type 2, 32 A, 5 m',
        'Mode 3 cable for public AC charge points, with a storage bag.',
        69000,
        1,
      ],
      [
        'energy-efficient-lighting',
        'كشاف ليد شمسي 200 واط',
        'كشاف بلوح شمسي منفصل وجهاز تحكم عن بعد، يعمل طوال الليل دون كهرباء.',
        15900,
        6,
        { group: [5, 14, 12] },
      ],
    ],
    services: [
      [
        'repair-electrical-works',
        'تمديدات كهربائية وتركيب أنظمة شمسية',
        'تركيب أنظمة الطاقة الشمسية على الأسطح واللوحات الكهربائية مع الفحص والتشغيل.',
        500000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 21
  {
    businessName: 'استوديو لون للتصميم',
    name: 'رهف ماجد الثبيتي',
    city: 'Taif',
    bio: 'استوديو تصميم في الطائف يبني الهويات التجارية ويصمم المطبوعات وفيديوهات الموشن جرافيك بالعربية والإنجليزية. Brand identities, graphic design and motion graphics in Arabic and English.',
    deliveryFee: 0,
    isVatRegistered: false,
    products: [],
    services: [
      [
        'design-branding',
        'تصميم هوية تجارية متكاملة',
        'شعار ودليل هوية وألوان وخطوط وتطبيقات على المطبوعات، مع ثلاث جولات مراجعة.',
        750000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-graphic',
        'Graphic Design Package (10 Designs)',
        'Social posts, flyers or menus in Arabic and English, delivered with source files.',
        120000,
        'WEEKDAYS',
        false,
      ],
      [
        'design-motion-graphics',
        'فيديو موشن جرافيك 60 ثانية',
        'سيناريو وتعليق صوتي ورسوم متحركة تشرح منتجك أو خدمتك.',
        450000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 22
  {
    businessName: 'شركة المياه النقية للتقنيات البيئية',
    name: 'Huda Al-Dossary',
    city: 'Al Khobar',
    bio: 'حلول معالجة المياه وإعادة التدوير والمنتجات الصديقة للبيئة للمنازل والمنشآت، مع مختبر لتحليل العينات في الخبر. Water treatment, recycling equipment and a testing lab in Al Khobar.',
    deliveryFee: 5000,
    products: [
      [
        'energy-water-treatment',
        'جهاز تحلية مياه منزلي 7 مراحل',
        'جهاز تناضح عكسي بسبع مراحل مع خزان 12 لتراً وحنفية ستانلس.',
        79000,
        1,
        { group: [10, 21, 12] },
      ],
      [
        'energy-water-treatment',
        'RO Membrane 4040, Brackish Water',
        'Commercial reverse-osmosis membrane rated 2,400 gallons a day.',
        95000,
        1,
      ],
      [
        'energy-water-treatment',
        'أقراص كلور لتعقيم الخزانات – 1 كجم',
        'أقراص كلور بطيئة الذوبان لتعقيم خزانات المياه والمسابح.',
        4500,
        12,
      ],
      [
        'energy-recycling-waste',
        'حاوية فرز نفايات بثلاثة أقسام',
        'حاوية 3 × 40 لتراً بألوان لفرز الورق والبلاستيك والنفايات العامة في المكاتب.',
        42000,
        1,
      ],
      [
        'energy-recycling-waste',
        'Vertical Cardboard Baler 10 t',
        'Baler for cardboard and plastic film, for supermarkets and warehouses.',
        3250000,
        1,
      ],
      [
        'energy-eco-friendly',
        'أكياس تسوق قابلة للتحلل – 1000 كيس',
        'أكياس قابلة للتحلل الحيوي مطابقة لاشتراطات المنتجات القابلة للتحلل.',
        12000,
        5,
      ],
      [
        'energy-eco-friendly',
        'Bamboo Cutlery Sets (Pack of 100)',
        'Compostable bamboo fork, knife and spoon sets for catering.',
        6500,
        10,
      ],
      [
        'home-cleaning-supplies',
        'منظف أرضيات نباتي 5 لتر',
        'منظف مركز بمكونات نباتية قابلة للتحلل، آمن على الرخام والسيراميك.',
        3900,
        4,
      ],
    ],
    services: [
      [
        'mfg-quality-inspection',
        'فحص وتحليل عينات المياه والمنتجات',
        'مختبر لتحليل المياه والمنتجات الكيميائية وفق المواصفات السعودية، النتائج خلال 5 أيام عمل.',
        45000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 23
  {
    businessName: 'مؤسسة حصن لتقنية المعلومات',
    name: 'علي حسين آل سيف',
    city: 'Al Khobar',
    bio: 'أمن سيبراني ودعم فني وإدارة شبكات للمكاتب والمصانع في المنطقة الشرقية، مع مركز صيانة في الخبر. Cybersecurity, IT support and networks for offices and plants in the Eastern Province.',
    deliveryFee: 2000,
    products: [
      [
        'energy-batteries-storage',
        'Online UPS 3 kVA, Rack Mount',
        'Double-conversion UPS with LCD panel and network card slot.',
        450000,
        1,
      ],
      [
        'hardware-electrical',
        'كابل شبكة Cat6 – بكرة 305 م',
        'كابل شبكات نحاسي غير مدرع بموصلات نحاس خالص.',
        39500,
        1,
      ],
    ],
    services: [
      [
        'software-cybersecurity',
        'Penetration Testing and Security Audit',
        'External and internal penetration tests, with a gap report against national cybersecurity controls.',
        3500000,
        'APPOINTMENT',
        true,
      ],
      [
        'software-it-support',
        'دعم فني وإدارة شبكات بعقد شهري',
        'دعم فني عن بعد وفي الموقع، وإدارة الشبكات والخوادم والنسخ الاحتياطي للمكاتب.',
        300000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'repair-it-office-equipment',
        'صيانة الطابعات وأجهزة الحاسب',
        'إصلاح الحاسبات والطابعات وآلات التصوير في موقعك أو في مركز الصيانة بالخبر.',
        15000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 24
  {
    businessName: 'شركة كوادر للموارد البشرية',
    name: 'منيرة سعد القحطاني',
    city: 'Dammam',
    bio: 'استقطاب الكفاءات السعودية وخدمات الموارد البشرية والامتثال لنطاقات، مع ترجمة معتمدة للعقود والمستندات. Recruitment, Saudization compliance and certified translation.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-recruitment-hr',
        'استقطاب الكفاءات السعودية',
        'بحث وفرز ومقابلات للمرشحين السعوديين للوظائف الإدارية والفنية، والدفع عند التعيين.',
        800000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-labour-saudization',
        'Saudization (Nitaqat) Compliance Review',
        'A review of your Nitaqat band and employee records, with a plan to reach the next band.',
        350000,
        'APPOINTMENT',
        false,
      ],
      [
        'business-translation',
        'ترجمة معتمدة للعقود والمستندات',
        'ترجمة قانونية معتمدة بين العربية والإنجليزية، السعر للصفحة (250 كلمة).',
        12000,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 25
  {
    businessName: 'مطبعة الإبداع للدعاية والإعلان',
    name: 'ناصر حمد السبيعي',
    city: 'Riyadh',
    bio: 'مطبعة ووكالة فعاليات في الرياض: مطبوعات تجارية وتنظيم مؤتمرات وتصوير منتجات للمتاجر. Printing, corporate events and product photography in Riyadh.',
    deliveryFee: 2500,
    products: [
      [
        'packaging-labels-stickers',
        'ملصقات دائرية مطبوعة 5 سم – 1000 حبة',
        'ملصقات ورقية أو شفافة بشعارك لتغليف الطلبات والهدايا.',
        18000,
        1,
      ],
    ],
    services: [
      [
        'business-advertising-printing',
        'طباعة بروشورات وكروت شخصية',
        'طباعة أوفست ورقمية للبروشورات والكروت والمطويات، التسليم خلال 48 ساعة.',
        45000,
        'EVERYDAY',
        false,
      ],
      [
        'business-events-exhibitions',
        'Corporate Event Management',
        'Venue, staging, sound and hospitality for launches and conferences of up to 500 guests.',
        4500000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-photography-video',
        'تصوير منتجات احترافي للمتاجر',
        'تصوير على خلفية بيضاء ولقطات إبداعية جاهزة للمتاجر الإلكترونية، السعر لكل 20 منتجاً.',
        150000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 26
  {
    businessName: 'شركة متجرك لحلول التجارة الإلكترونية',
    name: 'Sara Al-Ghamdi',
    city: 'Jeddah',
    bio: 'نبني المتاجر الإلكترونية ونجهز طلباتها من مستودعنا في جدة، ونحلل بياناتها لتنمو المبيعات. We build online stores, fulfil their orders and analyse their data.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-ecommerce',
        'إنشاء متجر إلكتروني متكامل',
        'متجر إلكتروني مع ربط بوابات الدفع وشركات الشحن وإدخال أول 100 منتج.',
        950000,
        'WEEKDAYS',
        true,
      ],
      [
        'logistics-fulfillment',
        'E-commerce Fulfillment in Jeddah',
        'Receiving, storage, pick and pack, and handover to carriers; the price is per order.',
        900,
        'EVERYDAY',
        false,
      ],
      [
        'software-data-ai',
        'لوحات بيانات وتنبؤ بالطلب',
        'لوحات مؤشرات أداء ونماذج تنبؤ بالطلب مبنية على بيانات متجرك ونظامك المحاسبي.',
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 27
  {
    businessName: 'مكتب الراية للمحاماة والاستشارات القانونية',
    name: 'المحامي سامي عبدالله الشهري',
    city: 'Riyadh',
    bio: 'مكتب محاماة تجاري في الرياض: صياغة العقود والتقاضي والتحكيم وتحصيل الديون للشركات. Commercial contracts, litigation, arbitration and debt collection for companies.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'legal-commercial-contracts',
        'صياغة ومراجعة العقود التجارية',
        'صياغة عقود التوريد والتوزيع والشراكة ومراجعتها وفق الأنظمة السعودية.',
        250000,
        'APPOINTMENT',
        true,
      ],
      [
        'legal-litigation-arbitration',
        'Commercial Litigation and Arbitration',
        'Representation before the commercial courts and arbitration centres in Riyadh and Jeddah.',
        2500000,
        'APPOINTMENT',
        true,
      ],
      [
        'legal-debt-collection',
        'تحصيل الديون التجارية',
        'مطالبات ودية وقضائية وتنفيذ السندات لأمر، والأتعاب نسبة من المبلغ المحصل.',
        150000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 28
  {
    businessName: 'شركة امتثال لخدمات الأعمال',
    name: 'وليد عمر الصاعدي',
    city: 'Madinah',
    bio: 'نؤسس الشركات ونستخرج التراخيص ونسجل العلامات التجارية لرواد الأعمال في المدينة المنورة وبقية المناطق. Company formation, licences and trademark registration for entrepreneurs.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'legal-company-formation',
        'تأسيس الشركات والسجلات التجارية',
        'تأسيس شركة ذات مسؤولية محدودة أو مؤسسة فردية، مع السجل التجاري وعقد التأسيس وعضوية الغرفة.',
        350000,
        'WEEKDAYS',
        false,
      ],
      [
        'legal-licenses-permits',
        'Municipal Licences and Civil Defense Permits',
        'Shop licences, civil defense certificates and signboard permits for new branches.',
        200000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-trademarks-ip',
        'تسجيل العلامات التجارية',
        'بحث مسبق وتسجيل العلامة التجارية ومتابعة النشر حتى صدور الشهادة.',
        280000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
];

export interface DemoSupplier extends DemoSupplierSeed {
  readonly email: string;
  readonly registrationNumber: string;
  readonly nationalId: string;
  /** 15 digits, first and last 3 (saudi.md); null when not VAT-registered. */
  readonly vatNumber: string | null;
}

/** Numbered from 1: supplier01@demo.tawrid.sa, registration 7010000001, and so on. */
export const demoSuppliers: readonly DemoSupplier[] = supplierSeeds.map((seed, index) => {
  const number = index + 1;
  const registrationNumber = String(7_010_000_000 + number);
  return {
    ...seed,
    email: `supplier${String(number).padStart(2, '0')}@demo.tawrid.sa`,
    registrationNumber,
    // Ten digits starting with 1, spread out so they do not read as a sequence; unique by construction.
    nationalId: `10${String(3_417_203 + number * 86_317).padStart(8, '0')}`,
    // 3, the registration number on 13 digits, 3: valid and unique by construction.
    vatNumber: seed.isVatRegistered === false ? null : `3${registrationNumber.padStart(13, '0')}3`,
  };
});

/** A stable number from a listing's name (FNV-1a), to vary quantities without randomness. */
function variation(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** `percent` off, in halalas; whole riyals from 100 SAR up, as suppliers price. */
function discounted(price: number, percent: number): number {
  const raw = Math.floor((price * (100 - percent)) / 100);
  return price >= 10_000 ? Math.floor(raw / 100) * 100 : raw;
}

/**
 * The fields a product is created with. Order quantities and stock not given in the seed vary with
 * the name; quantities are whole cases (spec §5), and costly items sell from one case.
 */
export function productFields(seed: ProductSeed, categoryId: string): ProductFields {
  const [, name, description, price, caseQuantity, options = {}] = seed;
  const v = variation(name);
  const isCostly = price * caseQuantity >= 100_000;
  const minCases = options.minCases ?? (isCostly ? 1 : [1, 1, 1, 2, 2, 5][v % 6]!);
  let maxCases =
    options.maxCases !== undefined
      ? options.maxCases
      : isCostly
        ? [null, 5, 10, 20][(v >>> 4) % 4]!
        : [null, 20, 50, 100, null, 200][(v >>> 4) % 6]!;
  if (maxCases !== null && maxCases < minCases) maxCases = minCases * 10;
  const casesInStock =
    minCases * (isCostly ? 2 : 3) + ((v >>> 8) % (isCostly ? 25 : 60)) * (isCostly ? 1 : 5);
  const group = options.group;
  return {
    ...textsByScript(name, description),
    categoryId,
    price,
    caseQuantity,
    minOrderQuantity: minCases * caseQuantity,
    maxOrderQuantity: maxCases === null ? null : maxCases * caseQuantity,
    stock: options.stock ?? casesInStock * caseQuantity,
    isGroupPurchaseEnabled: group !== undefined,
    groupMinQuantity: group ? group[0] * caseQuantity : null,
    groupDeadlineDays: group ? group[1] : null,
    groupPrice: group ? discounted(price, group[2]) : null,
  };
}

export function serviceFields(seed: ServiceSeed, categoryId: string): ServiceFields {
  const [, name, description, price, availability, isPriceNegotiable] = seed;
  return { ...textsByScript(name, description), categoryId, price, isPriceNegotiable, availability };
}

/** Decision 027: a seed's one name and description go to the language of their script. */
function textsByScript(name: string, description: string) {
  const [names, descriptions] = [byScript(name), byScript(description)];
  return {
    nameAr: names.ar,
    nameEn: names.en,
    descriptionAr: descriptions.ar,
    descriptionEn: descriptions.en,
  };
}
