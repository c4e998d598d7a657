"""The words an amount of money is made of, each with the part it plays in one.

`money.py` reads a reply as a row of tokens and looks for amounts in the row of their
parts, so a spelling it has not seen is still caught when its words are known: a number
(in digits or in words), a currency (code, name, abbreviation or symbol), the words that
join them. The parts, one letter each:

    w  a number in words ("four", "half", "نص")       a  "a", "an" ("half a dinar")
    &  a joiner ("and", "of", "و", "الا")             -  a range ("to", "الى", "-")
    c  a currency                                      k  a code that is also an English
    q  a currency only after its country ("pound")        word ("ALL", "TOP"): after a number
    j  a country's adjective ("Kuwaiti", "سعودي")      d  two of a currency in one Arabic word
                                                          ("دينارين"): an amount on its own
    h  a letter that may begin a spaced abbreviation ("د" of "د ك"): held back, no more

Arabic keys are written as `money.key` folds them: alef forms as ا, ى and ی as ي, ک as ك,
ة as ه, without tatweel or vowel marks.
"""

from __future__ import annotations


def _words(text: str) -> list[str]:
    return text.split()


# Every active ISO 4217 code (and the fund, metal and test codes), read only in capitals:
# "sar" or "omr" in lower case are taken below only for the Gulf and the shopper's usual ones.
ISO_4217 = _words("""
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN
BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP
ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK
JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK
MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN
PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB
TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG
XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG ZWL
""")
# Codes that are also words a reply may shout ("ALL 3 items", "TOP 5"): money only after
# a number.
WORDLIKE_CODES = frozenset(
    _words("ALL AMD BAM BOB BTN CAD CUP DOP GEL LAK MAD MGA MOP NAD PEN PHP SOS TOP TRY XTS XXX")
)
# Abbreviations that are money only in capitals ("2 QR" is riyals, "a qr code" is not).
CAPITALS_ONLY = frozenset(_words("SR S.R QR Q.R BD B.D RO R.O LE L.E DH"))

CURRENCIES = _words("""
kd k.d kwd sar aed qar bhd omr usd eur gbp inr egp jod lbp pkr syp iqd yer lkr npr bdt dhs
dinar dinars riyal riyals rial rials ryal ryals dirham dirhams dirhem dirhems dollar dollars
buck bucks euro euros cent cents pence penny pennies rupee rupees rs rupiah rupiahs ringgit
ringgits peso pesos yen yuan renminbi rmb lira liras lire franc francs fils fills fil halala
halalas halalah halalat baisa baisas baiza baizas paisa paise piastre piastres piaster
piasters qirsh shekel shekels sheqel sheqels naira rand rands krona kronor krone kroner zloty
zlotys forint forints lari manat tenge taka afghani afghanis quid sterling
دينار دنانير دينارا ريال ريالات ريالا درهم دراهم درهما فلس فلوس هلله هللات هلل بيسه بيسات بيزه
دولار دولارات دولارا يورو جنيه جنيهات جنيها ليره ليرات روبيه روبيات قرش قروش شيكل استرليني
دك د.ك ر.س د.ا ر.ق د.ب ر.ع ج.م ل.ل ل.س د.ع ر.ي د.ج د.م د.ت د.ل
""")
AFTER_COUNTRY = _words("pound pounds")
DUALS = _words("دينارين ديناران ريالين ريالان درهمين درهمان دولارين دولاران جنيهين ليرتين فلسين")
ADJECTIVES = _words("""
kuwaiti saudi emirati uae qatari bahraini omani us u.s american canadian australian singapore
singaporean hong indian pakistani egyptian jordanian lebanese syrian iraqi yemeni british swiss
japanese chinese turkish
كويتي كويتيه سعودي سعوديه اماراتي اماراتيه قطري قطريه بحريني بحرينيه عماني عمانيه امريكي
امريكيه مصري مصريه اردني اردنيه هندي هنديه باكستاني لبناني لبنانيه سوري سوريه عراقي عراقيه
يمني يمنيه
""")
NUMBER_WORDS = _words("""
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fourty fifty sixty seventy eighty
ninety hundred hundreds thousand thousands million millions half halves quarter quarters
third thirds dozen dozens couple few several
صفر واحد واحده واحدا احد اثنين اثنان اثنتين اثنتان ثنين ثنتين ثلاث ثلاثه ثلاثين ثلاثون اربع اربعه
اربعين اربعون خمس خمسه خمسين خمسون ست سته ستين ستون سبع سبعه سبعين سبعون ثمان ثماني ثمانيه
ثمانين ثمانون تسع تسعه تسعين تسعون عشر عشره عشرين عشرون مئه ميه مايه مائه ميتين مئتين مائتين
مايتين الف الفين الاف نص نصف ربع ارباع ثلث ثلثين بضعه احدعش حدعش اثنعش ثنعش ثلطعش ثلاثطعش
اربعطعش خمسطعش سطعش سبعطعش ثمنطعش تسعطعش
""")
JOINERS = _words("and of point plus & و الا")
RANGES = _words("to till until الى لين - – — ~")
ARTICLES = _words("a an")
ABBREVIATION_STARTS = _words("د ر ج ل")


def parts() -> dict[str, str]:
    """Every key above with its part; a key in two lists keeps the first part given."""
    table: dict[str, str] = {}
    for part, words in (
        ("d", DUALS),
        ("c", CURRENCIES),
        ("q", AFTER_COUNTRY),
        ("j", ADJECTIVES),
        ("w", NUMBER_WORDS),
        ("&", JOINERS),
        ("-", RANGES),
        ("a", ARTICLES),
        ("h", ABBREVIATION_STARTS),
    ):
        for word in words:
            table.setdefault(word, part)
    return table
