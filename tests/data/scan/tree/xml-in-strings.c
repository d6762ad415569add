/* Signature templates (see <URL:http://www.w3.org/TR/xmldsig-core/>). */
static const char *tmpl =
    "<dsig:Signature xmlns:dsig=\"http://www.w3.org/2000/09/xmldsig#\">"
    "<dsig:Reference URI=\"\"><dsig:KeyName/></dsig:Reference>"
    "<enc:CipherValue/>"
    "</dsig:Signature>";
std::vector<int> v; /* std::string and <v8::Value> are code, as is <JSON::PP> */
