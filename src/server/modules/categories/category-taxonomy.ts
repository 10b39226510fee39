/** The marketplace's category taxonomy: reference data synced into the `categories` table at start-up (upsert by slug). Slugs are stable keys: never rename one; add new slugs instead. */
export interface SubcategorySeed {
  readonly slug: string;
  readonly nameEn: string;
  readonly nameAr: string;
}
export interface CategorySeed {
  readonly slug: string;
  readonly usedFor: 'PRODUCT' | 'SERVICE';
  readonly nameEn: string;
  readonly nameAr: string;
  readonly subcategories: readonly SubcategorySeed[];
}

export const categoryTaxonomy: readonly CategorySeed[] = [
  // ---------------------------------------------------------------- PRODUCTS
  {
    slug: 'agriculture-pets',
    usedFor: 'PRODUCT',
    nameEn: 'Agricultural and Pet Supplies',
    nameAr: 'مستلزمات زراعية ومستلزمات الحيوانات الأليفة',
    subcategories: [
      { slug: 'agri-seeds-seedlings', nameEn: 'Seeds and Seedlings', nameAr: 'البذور والشتلات' },
      {
        slug: 'agri-fertilizers',
        nameEn: 'Fertilizers and Soil Conditioners',
        nameAr: 'الأسمدة ومحسنات التربة',
      },
      {
        slug: 'agri-pesticides',
        nameEn: 'Pesticides and Plant Protection',
        nameAr: 'المبيدات ووقاية النبات',
      },
      { slug: 'agri-irrigation', nameEn: 'Irrigation Systems', nameAr: 'أنظمة الري' },
      {
        slug: 'agri-farm-equipment',
        nameEn: 'Farm Equipment and Tools',
        nameAr: 'المعدات والأدوات الزراعية',
      },
      {
        slug: 'agri-greenhouses',
        nameEn: 'Greenhouses and Hydroponics',
        nameAr: 'البيوت المحمية والزراعة المائية',
      },
      { slug: 'agri-livestock-feed', nameEn: 'Livestock and Poultry Feed', nameAr: 'أعلاف المواشي والدواجن' },
      { slug: 'agri-veterinary', nameEn: 'Veterinary Supplies', nameAr: 'المستلزمات البيطرية' },
      {
        slug: 'pets-food-accessories',
        nameEn: 'Pet Food and Accessories',
        nameAr: 'أغذية ومستلزمات الحيوانات الأليفة',
      },
    ],
  },
  {
    slug: 'beauty-personal-care',
    usedFor: 'PRODUCT',
    nameEn: 'Beauty and Personal Care',
    nameAr: 'التجميل والعناية الشخصية',
    subcategories: [
      { slug: 'beauty-skincare', nameEn: 'Skincare', nameAr: 'العناية بالبشرة' },
      { slug: 'beauty-haircare', nameEn: 'Hair Care', nameAr: 'العناية بالشعر' },
      { slug: 'beauty-makeup', nameEn: 'Makeup and Cosmetics', nameAr: 'المكياج ومستحضرات التجميل' },
      { slug: 'beauty-perfumes-oud', nameEn: 'Perfumes, Oud and Bakhoor', nameAr: 'العطور والعود والبخور' },
      { slug: 'beauty-personal-hygiene', nameEn: 'Personal Hygiene', nameAr: 'منتجات النظافة الشخصية' },
      { slug: 'beauty-mens-grooming', nameEn: "Men's Grooming", nameAr: 'مستلزمات العناية بالرجل' },
      {
        slug: 'beauty-salon-spa',
        nameEn: 'Salon and Spa Supplies',
        nameAr: 'مستلزمات الصالونات والمراكز الصحية',
      },
      {
        slug: 'beauty-natural-organic',
        nameEn: 'Natural and Organic Products',
        nameAr: 'المنتجات الطبيعية والعضوية',
      },
    ],
  },
  {
    slug: 'fashion-accessories',
    usedFor: 'PRODUCT',
    nameEn: 'Fashion and Accessories',
    nameAr: 'الأزياء والإكسسوارات',
    subcategories: [
      {
        slug: 'fashion-mens-clothing',
        nameEn: "Men's Clothing and Thobes",
        nameAr: 'الملابس الرجالية والثياب',
      },
      {
        slug: 'fashion-womens-clothing',
        nameEn: "Women's Clothing and Abayas",
        nameAr: 'الملابس النسائية والعبايات',
      },
      { slug: 'fashion-kids-clothing', nameEn: "Children's Clothing", nameAr: 'ملابس الأطفال' },
      { slug: 'fashion-shemagh-ghutra', nameEn: 'Shemaghs and Ghutras', nameAr: 'الأشمغة والغتر' },
      { slug: 'fashion-footwear', nameEn: 'Footwear', nameAr: 'الأحذية' },
      { slug: 'fashion-bags-leather', nameEn: 'Bags and Leather Goods', nameAr: 'الحقائب والمنتجات الجلدية' },
      { slug: 'fashion-watches-jewelry', nameEn: 'Watches and Jewelry', nameAr: 'الساعات والمجوهرات' },
      {
        slug: 'fashion-uniforms-workwear',
        nameEn: 'Uniforms and Workwear',
        nameAr: 'الزي الموحد وملابس العمل',
      },
      { slug: 'fashion-fabrics-textiles', nameEn: 'Fabrics and Textiles', nameAr: 'الأقمشة والمنسوجات' },
    ],
  },
  {
    slug: 'food-beverages-health',
    usedFor: 'PRODUCT',
    nameEn: 'Food, Beverages and Health',
    nameAr: 'الأغذية والمشروبات والصحة',
    subcategories: [
      { slug: 'food-dates', nameEn: 'Dates and Date Products', nameAr: 'التمور ومنتجاتها' },
      { slug: 'food-coffee-tea', nameEn: 'Coffee and Tea', nameAr: 'القهوة والشاي' },
      {
        slug: 'food-beverages-water',
        nameEn: 'Beverages and Bottled Water',
        nameAr: 'المشروبات والمياه المعبأة',
      },
      {
        slug: 'food-dry-goods',
        nameEn: 'Rice, Grains and Dry Goods',
        nameAr: 'الأرز والحبوب والمواد الغذائية الجافة',
      },
      { slug: 'food-spices-sauces', nameEn: 'Spices and Sauces', nameAr: 'البهارات والصلصات' },
      { slug: 'food-frozen-chilled', nameEn: 'Frozen and Chilled Foods', nameAr: 'الأغذية المجمدة والمبردة' },
      { slug: 'food-sweets-snacks', nameEn: 'Sweets and Snacks', nameAr: 'الحلويات والوجبات الخفيفة' },
      {
        slug: 'health-supplements',
        nameEn: 'Supplements and Vitamins',
        nameAr: 'المكملات الغذائية والفيتامينات',
      },
      { slug: 'health-medical-supplies', nameEn: 'Medical Supplies', nameAr: 'المستلزمات الطبية' },
    ],
  },
  {
    slug: 'home-living',
    usedFor: 'PRODUCT',
    nameEn: 'Home and Living',
    nameAr: 'المنزل والمعيشة',
    subcategories: [
      { slug: 'home-furniture', nameEn: 'Home Furniture', nameAr: 'الأثاث المنزلي' },
      { slug: 'home-office-furniture', nameEn: 'Office Furniture', nameAr: 'الأثاث المكتبي' },
      {
        slug: 'home-outdoor-furniture',
        nameEn: 'Outdoor and Garden Furniture',
        nameAr: 'أثاث الحدائق والجلسات الخارجية',
      },
      { slug: 'home-kitchenware', nameEn: 'Kitchenware and Tableware', nameAr: 'أدوات المطبخ والمائدة' },
      { slug: 'home-appliances', nameEn: 'Home Appliances', nameAr: 'الأجهزة المنزلية' },
      { slug: 'home-textiles', nameEn: 'Bedding and Home Textiles', nameAr: 'المفروشات والمنسوجات المنزلية' },
      { slug: 'home-carpets-rugs', nameEn: 'Carpets and Rugs', nameAr: 'السجاد والموكيت' },
      { slug: 'home-lighting-decor', nameEn: 'Lighting and Decor', nameAr: 'الإضاءة والديكور' },
      { slug: 'home-cleaning-supplies', nameEn: 'Cleaning Supplies', nameAr: 'مواد التنظيف والمنظفات' },
    ],
  },
  {
    slug: 'hardware-tools',
    usedFor: 'PRODUCT',
    nameEn: 'Hardware and Tools',
    nameAr: 'العدد والأدوات',
    subcategories: [
      { slug: 'hardware-power-tools', nameEn: 'Power Tools', nameAr: 'العدد الكهربائية' },
      { slug: 'hardware-hand-tools', nameEn: 'Hand Tools', nameAr: 'العدد اليدوية' },
      { slug: 'hardware-fasteners', nameEn: 'Fasteners and Fixings', nameAr: 'البراغي والمثبتات' },
      {
        slug: 'hardware-safety-ppe',
        nameEn: 'Safety Equipment (PPE)',
        nameAr: 'معدات السلامة والوقاية الشخصية',
      },
      { slug: 'hardware-plumbing', nameEn: 'Plumbing Supplies', nameAr: 'مستلزمات السباكة' },
      { slug: 'hardware-electrical', nameEn: 'Electrical Supplies', nameAr: 'المستلزمات الكهربائية' },
      { slug: 'hardware-welding', nameEn: 'Welding Equipment', nameAr: 'معدات اللحام' },
      { slug: 'hardware-building-materials', nameEn: 'Building Materials', nameAr: 'مواد البناء' },
      { slug: 'hardware-paints-coatings', nameEn: 'Paints and Coatings', nameAr: 'الدهانات والطلاءات' },
    ],
  },
  {
    slug: 'packaging-raw-materials',
    usedFor: 'PRODUCT',
    nameEn: 'Packaging and Raw Materials',
    nameAr: 'التغليف والمواد الخام',
    subcategories: [
      { slug: 'packaging-cartons-boxes', nameEn: 'Cartons and Boxes', nameAr: 'الكراتين والصناديق' },
      {
        slug: 'packaging-plastic-containers',
        nameEn: 'Plastic Containers and Bottles',
        nameAr: 'العبوات والقوارير البلاستيكية',
      },
      { slug: 'packaging-food-packaging', nameEn: 'Food Packaging', nameAr: 'عبوات تغليف المواد الغذائية' },
      {
        slug: 'packaging-labels-stickers',
        nameEn: 'Labels and Stickers',
        nameAr: 'الملصقات والبطاقات التعريفية',
      },
      {
        slug: 'packaging-pallets-film',
        nameEn: 'Pallets and Wrapping Film',
        nameAr: 'المنصات الخشبية وأفلام التغليف',
      },
      { slug: 'raw-plastics-polymers', nameEn: 'Plastics and Polymers', nameAr: 'البلاستيك والبوليمرات' },
      { slug: 'raw-steel-metals', nameEn: 'Steel and Metals', nameAr: 'الحديد والمعادن' },
      {
        slug: 'raw-industrial-chemicals',
        nameEn: 'Industrial Chemicals',
        nameAr: 'المواد الكيميائية الصناعية',
      },
      { slug: 'raw-paper-pulp', nameEn: 'Paper and Pulp', nameAr: 'الورق ولب الورق' },
    ],
  },
  {
    slug: 'energy-sustainability',
    usedFor: 'PRODUCT',
    nameEn: 'Energy and Sustainability',
    nameAr: 'الطاقة والاستدامة',
    subcategories: [
      {
        slug: 'energy-solar-panels',
        nameEn: 'Solar Panels and Inverters',
        nameAr: 'الألواح الشمسية والعاكسات',
      },
      {
        slug: 'energy-batteries-storage',
        nameEn: 'Batteries and Energy Storage',
        nameAr: 'البطاريات وتخزين الطاقة',
      },
      { slug: 'energy-generators', nameEn: 'Generators', nameAr: 'المولدات الكهربائية' },
      {
        slug: 'energy-efficient-lighting',
        nameEn: 'Energy-Efficient Lighting',
        nameAr: 'الإضاءة الموفرة للطاقة',
      },
      {
        slug: 'energy-ev-charging',
        nameEn: 'EV Charging Equipment',
        nameAr: 'معدات شحن السيارات الكهربائية',
      },
      {
        slug: 'energy-water-treatment',
        nameEn: 'Water Treatment and Desalination',
        nameAr: 'معالجة المياه وتحليتها',
      },
      {
        slug: 'energy-recycling-waste',
        nameEn: 'Recycling and Waste Management',
        nameAr: 'إعادة التدوير وإدارة النفايات',
      },
      { slug: 'energy-eco-friendly', nameEn: 'Eco-Friendly Products', nameAr: 'المنتجات الصديقة للبيئة' },
    ],
  },

  // ---------------------------------------------------------------- SERVICES
  {
    slug: 'business-marketing',
    usedFor: 'SERVICE',
    nameEn: 'Business and Marketing',
    nameAr: 'خدمات الأعمال والتسويق',
    subcategories: [
      { slug: 'business-digital-marketing', nameEn: 'Digital Marketing', nameAr: 'التسويق الرقمي' },
      {
        slug: 'business-social-media',
        nameEn: 'Social Media Management',
        nameAr: 'إدارة حسابات التواصل الاجتماعي',
      },
      {
        slug: 'business-advertising-printing',
        nameEn: 'Advertising and Printing',
        nameAr: 'الدعاية والإعلان والطباعة',
      },
      { slug: 'business-consulting', nameEn: 'Business Consulting', nameAr: 'الاستشارات الإدارية' },
      { slug: 'business-accounting', nameEn: 'Accounting and Bookkeeping', nameAr: 'المحاسبة ومسك الدفاتر' },
      { slug: 'business-market-research', nameEn: 'Market Research', nameAr: 'أبحاث السوق' },
      {
        slug: 'business-events-exhibitions',
        nameEn: 'Events and Exhibitions',
        nameAr: 'تنظيم الفعاليات والمعارض',
      },
      {
        slug: 'business-recruitment-hr',
        nameEn: 'Recruitment and HR Services',
        nameAr: 'التوظيف وخدمات الموارد البشرية',
      },
      { slug: 'business-translation', nameEn: 'Translation Services', nameAr: 'خدمات الترجمة' },
    ],
  },
  {
    slug: 'software-it',
    usedFor: 'SERVICE',
    nameEn: 'Software and IT',
    nameAr: 'البرمجيات وتقنية المعلومات',
    subcategories: [
      { slug: 'software-web-development', nameEn: 'Web Development', nameAr: 'تطوير المواقع الإلكترونية' },
      { slug: 'software-mobile-apps', nameEn: 'Mobile App Development', nameAr: 'تطوير تطبيقات الجوال' },
      {
        slug: 'software-erp-crm',
        nameEn: 'ERP and CRM Solutions',
        nameAr: 'أنظمة تخطيط الموارد وإدارة العملاء',
      },
      { slug: 'software-ecommerce', nameEn: 'E-commerce Solutions', nameAr: 'حلول التجارة الإلكترونية' },
      {
        slug: 'software-e-invoicing',
        nameEn: 'E-Invoicing Integration (Fatoora)',
        nameAr: 'ربط الفوترة الإلكترونية (فاتورة)',
      },
      { slug: 'software-cloud-hosting', nameEn: 'Cloud and Hosting', nameAr: 'الحوسبة السحابية والاستضافة' },
      { slug: 'software-cybersecurity', nameEn: 'Cybersecurity', nameAr: 'الأمن السيبراني' },
      { slug: 'software-it-support', nameEn: 'IT Support and Networks', nameAr: 'الدعم الفني والشبكات' },
      {
        slug: 'software-data-ai',
        nameEn: 'Data Analytics and AI',
        nameAr: 'تحليل البيانات والذكاء الاصطناعي',
      },
    ],
  },
  {
    slug: 'shipping-logistics',
    usedFor: 'SERVICE',
    nameEn: 'Shipping and Logistics',
    nameAr: 'الشحن والخدمات اللوجستية',
    subcategories: [
      { slug: 'logistics-freight-forwarding', nameEn: 'Freight Forwarding', nameAr: 'وكالات الشحن' },
      { slug: 'logistics-customs-clearance', nameEn: 'Customs Clearance', nameAr: 'التخليص الجمركي' },
      {
        slug: 'logistics-land-transport',
        nameEn: 'Land Transport and Trucking',
        nameAr: 'النقل البري بالشاحنات',
      },
      { slug: 'logistics-sea-freight', nameEn: 'Sea Freight', nameAr: 'الشحن البحري' },
      { slug: 'logistics-air-freight', nameEn: 'Air Freight', nameAr: 'الشحن الجوي' },
      { slug: 'logistics-warehousing', nameEn: 'Warehousing and Storage', nameAr: 'التخزين والمستودعات' },
      { slug: 'logistics-cold-chain', nameEn: 'Cold Chain Logistics', nameAr: 'النقل المبرد وسلاسل التبريد' },
      { slug: 'logistics-last-mile', nameEn: 'Last-Mile Delivery', nameAr: 'خدمات التوصيل للميل الأخير' },
      {
        slug: 'logistics-fulfillment',
        nameEn: 'E-commerce Fulfillment',
        nameAr: 'تجهيز طلبات التجارة الإلكترونية',
      },
    ],
  },
  {
    slug: 'design',
    usedFor: 'SERVICE',
    nameEn: 'Design',
    nameAr: 'خدمات التصميم',
    subcategories: [
      {
        slug: 'design-branding',
        nameEn: 'Branding and Logo Design',
        nameAr: 'تصميم الهوية التجارية والشعارات',
      },
      { slug: 'design-graphic', nameEn: 'Graphic Design', nameAr: 'التصميم الجرافيكي' },
      { slug: 'design-packaging', nameEn: 'Packaging Design', nameAr: 'تصميم العبوات والتغليف' },
      { slug: 'design-ui-ux', nameEn: 'UI/UX Design', nameAr: 'تصميم واجهات وتجربة المستخدم' },
      { slug: 'design-interior', nameEn: 'Interior Design', nameAr: 'التصميم الداخلي' },
      { slug: 'design-architectural', nameEn: 'Architectural Design', nameAr: 'التصميم المعماري' },
      {
        slug: 'design-photography-video',
        nameEn: 'Product Photography and Video',
        nameAr: 'تصوير المنتجات والفيديو',
      },
      {
        slug: 'design-motion-graphics',
        nameEn: 'Motion Graphics and Animation',
        nameAr: 'الموشن جرافيك والرسوم المتحركة',
      },
      { slug: 'design-exhibition-stands', nameEn: 'Exhibition Stand Design', nameAr: 'تصميم أجنحة المعارض' },
    ],
  },
  {
    slug: 'manufacturing-packaging',
    usedFor: 'SERVICE',
    nameEn: 'Manufacturing and Packaging',
    nameAr: 'خدمات التصنيع والتغليف',
    subcategories: [
      { slug: 'mfg-contract-manufacturing', nameEn: 'Contract Manufacturing', nameAr: 'التصنيع التعاقدي' },
      { slug: 'mfg-private-label', nameEn: 'Private Label Manufacturing', nameAr: 'التصنيع بالعلامة الخاصة' },
      { slug: 'mfg-packing-filling', nameEn: 'Packing and Filling', nameAr: 'التعبئة والتغليف' },
      { slug: 'mfg-cnc-machining', nameEn: 'CNC Machining', nameAr: 'الخراطة والتشغيل الآلي' },
      { slug: 'mfg-metal-fabrication', nameEn: 'Metal Fabrication', nameAr: 'تصنيع وتشكيل المعادن' },
      { slug: 'mfg-plastic-molding', nameEn: 'Plastic Injection Molding', nameAr: 'حقن وتشكيل البلاستيك' },
      {
        slug: 'mfg-3d-printing',
        nameEn: '3D Printing and Prototyping',
        nameAr: 'الطباعة ثلاثية الأبعاد والنماذج الأولية',
      },
      {
        slug: 'mfg-label-printing',
        nameEn: 'Label and Packaging Printing',
        nameAr: 'طباعة الملصقات والعبوات',
      },
      {
        slug: 'mfg-quality-inspection',
        nameEn: 'Quality Control and Inspection',
        nameAr: 'مراقبة الجودة والفحص',
      },
    ],
  },
  {
    slug: 'technical-repair',
    usedFor: 'SERVICE',
    nameEn: 'Technical and Repair',
    nameAr: 'الخدمات الفنية والصيانة',
    subcategories: [
      { slug: 'repair-hvac', nameEn: 'HVAC Maintenance', nameAr: 'صيانة أنظمة التكييف والتهوية' },
      { slug: 'repair-electrical-works', nameEn: 'Electrical Works', nameAr: 'الأعمال الكهربائية' },
      { slug: 'repair-plumbing-services', nameEn: 'Plumbing Services', nameAr: 'أعمال السباكة' },
      {
        slug: 'repair-industrial-machinery',
        nameEn: 'Industrial Machinery Maintenance',
        nameAr: 'صيانة المعدات الصناعية',
      },
      {
        slug: 'repair-it-office-equipment',
        nameEn: 'IT and Office Equipment Repair',
        nameAr: 'صيانة الحاسبات والأجهزة المكتبية',
      },
      {
        slug: 'repair-facility-maintenance',
        nameEn: 'Facility Maintenance',
        nameAr: 'صيانة المرافق والمباني',
      },
      {
        slug: 'repair-fire-safety',
        nameEn: 'Fire Safety Systems',
        nameAr: 'أنظمة السلامة والحماية من الحريق',
      },
      {
        slug: 'repair-fleet-vehicles',
        nameEn: 'Fleet and Vehicle Maintenance',
        nameAr: 'صيانة الأساطيل والمركبات',
      },
      {
        slug: 'repair-cctv-security',
        nameEn: 'CCTV and Security Systems',
        nameAr: 'كاميرات المراقبة والأنظمة الأمنية',
      },
    ],
  },
  {
    slug: 'legal-compliance',
    usedFor: 'SERVICE',
    nameEn: 'Legal and Compliance',
    nameAr: 'الشؤون القانونية والامتثال',
    subcategories: [
      { slug: 'legal-commercial-contracts', nameEn: 'Commercial Contracts', nameAr: 'العقود التجارية' },
      { slug: 'legal-company-formation', nameEn: 'Company Formation', nameAr: 'تأسيس الشركات' },
      {
        slug: 'legal-zatca-vat',
        nameEn: 'ZATCA and VAT Compliance',
        nameAr: 'الامتثال للزكاة وضريبة القيمة المضافة',
      },
      {
        slug: 'legal-trademarks-ip',
        nameEn: 'Trademark and IP Registration',
        nameAr: 'تسجيل العلامات التجارية والملكية الفكرية',
      },
      {
        slug: 'legal-labour-saudization',
        nameEn: 'Labour Law and Saudization',
        nameAr: 'نظام العمل والسعودة (نطاقات)',
      },
      { slug: 'legal-licenses-permits', nameEn: 'Licenses and Permits', nameAr: 'التراخيص والتصاريح' },
      {
        slug: 'legal-product-certification',
        nameEn: 'Product Certification (SABER)',
        nameAr: 'شهادات مطابقة المنتجات (سابر)',
      },
      { slug: 'legal-debt-collection', nameEn: 'Debt Collection', nameAr: 'تحصيل الديون' },
      {
        slug: 'legal-litigation-arbitration',
        nameEn: 'Litigation and Arbitration',
        nameAr: 'التقاضي والتحكيم',
      },
    ],
  },
];
