inline-connect = Conecte sua conta para compartilhar cupons
inline-too-long = Longo demais: no máximo { $max } caracteres
inline-none = Nada encontrado para «{ $words }»: tente outras palavras
inline-open = Abrir
