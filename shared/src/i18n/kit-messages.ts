/**
 * The shared kit's catalogue: the form messages and the words of the kit's own components
 * (tables, lists, dialogs, the language menu, an issued secret's step and columns), and the words several remotes show alike (the
 * permissions' names, a rule's type, a list's period).
 */
import { defineCatalogue } from './catalogue';
import { kitCredentialsMessages } from './kit-credentials';
import { kitFundMessages } from './kit-fund';
import { kitMenuMessages } from './kit-menu';
import { kitPagesMessages } from './kit-pages';
import { kitPermissionsMessages } from './kit-permissions';
import { kitPickersMessages } from './kit-pickers';
import { kitStatusMessages } from './kit-status';
import { kitTableMessages } from './kit-table';
import { kitViewsMessages } from './kit-views';

export const kit = defineCatalogue({
  en: {
    ...kitTableMessages.en,
    ...kitPagesMessages.en,
    ...kitPickersMessages.en,
    ...kitStatusMessages.en,
    ...kitViewsMessages.en,
    ...kitMenuMessages.en,
    ...kitFundMessages.en,
    ...kitPermissionsMessages.en,
    ...kitCredentialsMessages.en,
    'language.label': 'Language',
    'form.required': 'Value required',
    'form.minLength': 'Enter at least {n} characters',
    'form.maxLength': 'Enter at most {n} characters',
    'form.exactLength': 'Characters must be {n} in length',
    'form.numericOnly': 'Enter only numbers',
    'form.numericMin': 'Enter number greater than or equal to {n}',
    'form.numericMax': 'Enter number smaller than or equal to {n}',
    'form.lettersOnly': 'Enter only letters',
    'form.email': 'Enter a valid email address',
    'form.pattern': 'Invalid format',
    'form.url': 'Enter a valid url',
    'form.mobile': 'Enter valid mobile number',
    'form.decimalGreater': 'Enter number greater than {n}',
    'form.decimalLess': 'Enter number less than {n}',
    'form.mobileMinLength': 'Enter atleast 5 Character',
  },
  hi: {
    ...kitTableMessages.hi,
    ...kitPagesMessages.hi,
    ...kitPickersMessages.hi,
    ...kitStatusMessages.hi,
    ...kitViewsMessages.hi,
    ...kitMenuMessages.hi,
    ...kitFundMessages.hi,
    ...kitPermissionsMessages.hi,
    ...kitCredentialsMessages.hi,
    'language.label': 'भाषा',
    'form.required': 'मान आवश्यक है',
    'form.minLength': 'कम से कम {n} अक्षर लिखें',
    'form.maxLength': 'अधिकतम {n} अक्षर लिखें',
    'form.exactLength': 'अक्षर ठीक {n} होने चाहिए',
    'form.numericOnly': 'केवल अंक लिखें',
    'form.numericMin': '{n} या उससे बड़ी संख्या लिखें',
    'form.numericMax': '{n} या उससे छोटी संख्या लिखें',
    'form.lettersOnly': 'केवल अक्षर लिखें',
    'form.email': 'मान्य ईमेल पता लिखें',
    'form.pattern': 'अमान्य प्रारूप',
    'form.url': 'मान्य URL लिखें',
    'form.mobile': 'मान्य मोबाइल नंबर लिखें',
    'form.decimalGreater': '{n} से बड़ी संख्या लिखें',
    'form.decimalLess': '{n} से छोटी संख्या लिखें',
    'form.mobileMinLength': 'कम से कम 5 अक्षर लिखें',
  },
});
